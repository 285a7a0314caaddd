import type { SeedRow } from './bulk-insert';
import type { ListKey } from './demo-lists';
import { day, demoUuid, type DemoTime } from './demo-ids';

export interface RecordPlan {
  readonly list: ListKey;
  readonly key: string;
  readonly row: SeedRow;
}

const record = (
  listIds: Readonly<Record<ListKey, number>>,
  list: ListKey,
  key: string,
  data: Record<string, unknown>,
  state = 'active',
  insertedAt?: Date,
): RecordPlan => ({
  list,
  key,
  row: { uuid: demoUuid(`record:${list}:${key}`), state, insertedAt, body: { cms_list_id: listIds[list], data } },
});

/** A contract's end date is its last day's last second, as the contract editor saves it. */
const lastSecond = day - 1;

const item = (id: number, name: string, type: 'hour' | 'static', price: number | string) => ({
  id,
  data: { name, type, price },
});

/** Every content record of the demo; contracts name their customers by the ids in `recordIds` once those exist. */
export const contentRecords = (
  time: DemoTime,
  listIds: Readonly<Record<ListKey, number>>,
  recordIds: ReadonlyMap<string, number>,
): RecordPlan[] => {
  const r = (list: ListKey, key: string, data: Record<string, unknown>, state?: string) =>
    record(listIds, list, key, data, state, time.at(-20 * day));
  const customer = (key: string, name: string) => ({ id: recordIds.get(`customers:${key}`) ?? 0, name });
  const monthStart = time.today - 20 * day;
  return [
    r('customers', 'nordic', {
      name: 'Nordic Sports Media Oy',
      contact: 'Anna Virtanen',
      email: 'anna@nordicsports.example',
    }),
    r('customers', 'stadium', { name: 'Stadium TV Ab', contact: 'Erik Lind', email: 'erik@stadiumtv.example' }),
    r('customers', 'arena', { name: 'City Arena Events', contact: 'Mia Koski', email: 'mia@cityarena.example' }),
    r('contracts', 'liiga', {
      title: 'Liiga 2026–2027 production',
      customer: customer('nordic', 'Nordic Sports Media Oy'),
      last_billed: monthStart,
      start_date: time.today - 90 * day,
      end_date: time.today + 240 * day + lastSecond,
      include_open_before: true,
      billables: [item(1, 'Live production', 'hour', 180), item(2, 'Encoding setup', 'static', '95.50')],
      expenses: [item(3, 'Satellite uplink', 'hour', 40)],
    }),
    r('contracts', 'veikkausliiga', {
      title: 'Veikkausliiga 2026',
      customer: customer('stadium', 'Stadium TV Ab'),
      start_date: time.today - 200 * day,
      end_date: time.today + 60 * day + lastSecond,
      include_open_before: false,
      billables: [item(1, 'Match day package', 'static', 1200)],
      expenses: [],
    }),
    r('contracts', 'arena_events', {
      title: 'Arena events',
      customer: customer('arena', 'City Arena Events'),
      start_date: time.today - 30 * day,
      end_date: time.today + 335 * day + lastSecond,
      include_open_before: false,
      billables: [item(1, 'Streaming', 'hour', 95), item(2, 'Graphics package', 'static', 250)],
      expenses: [item(3, 'Extra camera', 'static', 150)],
    }),
    r('contracts', 'summer_cup', {
      title: 'Summer cup 2025',
      customer: customer('arena', 'City Arena Events').id,
      start_date: time.today - 500 * day,
      end_date: time.today - 400 * day + lastSecond,
      billables: [],
      expenses: [],
    }),
    r('releases', 'v1_13_0', {
      version: 'v1.13.0',
      key: 'releases/v1.13.0.tar.gz',
      status: 'released',
      updated_at: time.at(-60 * day).toISOString(),
      unit_ids: [4, 9],
    }),
    r('releases', 'v1_14_2', {
      version: 'v1.14.2',
      key: 'releases/v1.14.2.tar.gz',
      status: 'release',
      updated_at: time.at(-10 * day).toISOString(),
      unit_ids: [],
    }),
    r('releases', 'v1_15_0_rc1', {
      version: 'v1.15.0-rc1',
      key: 'releases/v1.15.0-rc1.tar.gz',
      status: 'test',
      updated_at: time.at(-2 * day).toISOString(),
    }),
    r('releases', 'v1_14_0', {
      version: 'v1.14.0',
      key: 'releases/v1.14.0.tar.gz',
      status: 'rejected',
      updated_at: time.at(-30 * day).toISOString(),
    }),
    r('broadcaster', 'b_3_2', {
      version: 'b3.2.0',
      key: 'broadcaster/b3.2.0.img',
      status: 'released',
      os_version: 'debian-12',
      updated_at: time.at(-40 * day).toISOString(),
    }),
    r('broadcaster', 'b_3_3', {
      version: 'b3.3.0',
      key: 'broadcaster/b3.3.0.img',
      status: 'tested',
      os_version: 'debian-12',
      updated_at: time.at(-5 * day).toISOString(),
    }),
    r('broadcaster', 'b_4_0', {
      version: 'b4.0.0-beta',
      key: 'broadcaster/b4.0.0-beta.img',
      status: 'init',
      os_version: 'debian-13',
    }),
    r('releases', 'v1_14_1', {
      version: 'v1.14.1',
      key: 'releases/v1.14.1.tar.gz',
      status: 'partial-release',
      updated_at: time.at(-12 * day).toISOString(),
      unit_ids: [4, 9, 12],
    }),
    r('releases', 'v1_15_0_rc0', {
      version: 'v1.15.0-rc0',
      key: 'releases/v1.15.0-rc0.tar.gz',
      status: 'tested',
      updated_at: time.at(-6 * day).toISOString(),
      unit_ids: [12],
    }),
    r('releases', 'v1_16_0_dev', {
      version: 'v1.16.0-dev',
      key: 'releases/v1.16.0-dev.tar.gz',
      status: 'init',
      updated_at: time.at(-1 * day).toISOString(),
    }),
    r('releases', 'v1_12_0', {
      version: 'v1.12.0',
      key: 'releases/v1.12.0.tar.gz',
      status: 'archived',
      updated_at: time.at(-120 * day).toISOString(),
      unit_ids: [4, 9],
    }),
    r('broadcaster', 'b_3_3_1', {
      version: 'b3.3.1',
      key: 'broadcaster/b3.3.1.img',
      status: 'release',
      os_version: 'debian-12',
      updated_at: time.at(-3 * day).toISOString(),
    }),
    r('broadcaster', 'b_3_2_1', {
      version: 'b3.2.1',
      key: 'broadcaster/b3.2.1.img',
      status: 'partial-release',
      os_version: 'debian-12',
      updated_at: time.at(-20 * day).toISOString(),
      unit_ids: [4, 9],
    }),
    r('broadcaster', 'b_3_1', {
      version: 'b3.1.0',
      key: 'broadcaster/b3.1.0.img',
      status: 'archived',
      os_version: 'debian-11',
      updated_at: time.at(-200 * day).toISOString(),
    }),
    r('statuses', 'in_use', { name: 'In use' }),
    r('statuses', 'in_stock', { name: 'In stock' }),
    r('statuses', 'service', { name: 'Service', description: 'At the manufacturer' }),
    r('statuses', 'archive', { name: 'Archive' }),
    r('usages', 'live', { name: 'Live production' }),
    r('usages', 'rental', { name: 'Rental' }),
    r('usages', 'spare', { name: 'Spare' }),
    r('locations', 'ob_van', { name: 'OB van 2', address: 'Mannerheimintie 1, Helsinki' }),
    r('locations', 'warehouse', { name: 'Warehouse', address: 'Konepajankuja 3, Helsinki' }),
    r('locations', 'studio', { name: 'Studio 1', address: 'Ilmalankatu 2, Helsinki' }),
    r('series', 'liiga', {
      name: 'Liiga 2026–27',
      start_time: time.today - 60 * day,
      end_time: time.today + 180 * day,
    }),
    r('series', 'cup', { name: 'Winter cup', start_time: time.today + 30 * day, end_time: time.today + 45 * day }),
    r('series', 'summer', {
      name: 'Summer tour',
      start_time: time.today + 200 * day,
      end_time: time.today + 260 * day,
    }),
    ...[
      ['hifk', 'HIFK', 'club'],
      ['tappara', 'Tappara', 'club'],
      ['karpat', 'Kärpät', 'club'],
      ['ilves', 'Ilves', 'club'],
      ['jokerit', 'Jokerit', 'academy'],
    ].map(([key = '', name = '', kind = '']) =>
      r(
        'teams',
        key,
        {
          name,
          kind,
          league: 'Liiga',
          uuid: demoUuid(`team:${key}`),
          active: key !== 'jokerit',
          internal_code: key.toUpperCase(),
          logo: {
            status: 'ready',
            key: `teams/${key}.png`,
            url: `/storage/teams/${key}.png`,
            statusMessage: '',
            statusUpdatedAt: time.now - 10 * day,
          },
        },
        key === 'jokerit' ? 'archived' : 'active',
      ),
    ),
    r('graphics', 'score_bug', {
      title: 'Score bug',
      image: {
        status: 'ready',
        key: 'graphics/score_bug.png',
        url: '/storage/graphics/score_bug.png',
        statusUpdatedAt: time.now - 3 * day,
      },
    }),
    r('graphics', 'lower_third', {
      title: 'Lower third',
      image: { status: 'new', key: 'graphics/lower_third.png', statusMessage: 'Waiting for upload' },
      notes: 'Replace before the playoffs',
    }),
    r('media', 'intro', { name: 'Liiga intro 2026', type: 'import-mp4', key: 'imports/liiga_intro_2026.mp4' }),
    r('media', 'outro', { name: 'Sponsor outro', type: 'import-mp4', key: 'imports/sponsor_outro.mp4' }),
    r('media', 'highlights_bumper', {
      name: 'Highlights bumper',
      type: 'import-mp4',
      key: 'imports/highlights_bumper.mp4',
    }),
    r('media', 'arena_still', { name: 'Arena still', type: 'import-png', key: 'imports/arena_still.png' }),
    r('media', 'sponsor_board', { name: 'Sponsor board', type: 'import-png', key: 'imports/sponsor_board.png' }),
    r('models', 'hdc3500', { product_id: 'HDC-3500', model: 'Sony HDC-3500', manufacturer: 'Sony' }),
    r('models', 'ua24', { product_id: 'UA24x7.8', model: 'Fujinon UA24x7.8', manufacturer: 'Fujifilm' }),
    r('models', 'smpte', { product_id: 'SMPTE-311', model: 'SMPTE fibre 100 m', manufacturer: 'Lemo' }),
  ];
};
