import { jsonObject } from '../../src/infrastructure/wire/kit';
import type { StoredDocument } from '../storage/document-repository';
import type { Sql } from '../storage/database';
import { productionCrew } from './accounts-seed';
import { insertRows, updateBodies } from './bulk-insert';
import { channelUuid } from './demo-channels';
import type { ContentRefs } from './demo-content';
import { eventUuid } from './demo-events';
import { day, demoUuid, type DemoTime } from './demo-ids';
import type { SettingRefs } from './demo-settings';

// Groups (one with productions and production roles), the demo accounts' memberships and default group,
// saved filters and running orders.

export const groupUuids = {
  everyone: demoUuid('group:everyone'),
  production: demoUuid('group:production'),
  partner: demoUuid('group:partner'),
} as const;

export const seedPeople = async (
  tx: Sql,
  time: DemoTime,
  accounts: readonly StoredDocument[],
  content: ContentRefs,
  settings: SettingRefs,
): Promise<void> => {
  const idOfType = (type: string): number | undefined => accounts.find((account) => account.body.type === type)?.id;
  const ids = (...types: string[]): number[] => types.flatMap((type) => idOfType(type) ?? []);
  const roles: Record<string, string> = {};
  for (const [type, role] of [
    ['user', 'director'],
    ['group_admin', 'producer'],
    ['cloudrec', 'commentator'],
    ['device_admin', 'control'],
  ] as const) {
    const id = idOfType(type);
    if (id !== undefined) roles[String(id)] = role;
  }
  const crew = productionCrew.flatMap(([local]) => {
    const account = accounts.find((candidate) => candidate.body.email === `${local}@demo.local`);
    return account ? [{ id: account.id, role: local }] : [];
  });
  for (const member of crew) roles[String(member.id)] = member.role;
  await insertRows(tx, 'groups', [
    {
      uuid: groupUuids.everyone,
      insertedAt: time.at(-60 * day),
      body: {
        name: 'Demo studio',
        accounts: accounts.map((account) => account.id),
        channels: [],
        cms_lists: [],
        cms_list_types: [],
        settings: [],
        events: [],
        meta: {},
      },
    },
    {
      uuid: groupUuids.production,
      insertedAt: time.at(-30 * day),
      body: {
        name: 'Hockey production',
        accounts: [...ids('user', 'group_admin', 'cloudrec', 'device_admin'), ...crew.map((member) => member.id)],
        channels: [channelUuid('arena_a_cam1'), channelUuid('tv_sport_hd'), channelUuid('web_sport')],
        cms_lists: [content.listIds.teams, content.listIds.graphics, content.listIds.media],
        cms_list_types: [...content.listTypeIds.values()].slice(0, 2),
        settings: [settings.ids.get('sport_event_form') ?? 0],
        events: [eventUuid('live_match'), eventUuid('tonight')],
        meta: { productions: true, production_roles: roles },
      },
    },
    {
      uuid: groupUuids.partner,
      insertedAt: time.at(-10 * day),
      body: {
        name: 'Partner club',
        accounts: ids('group_admin'),
        channels: [channelUuid('partner_feed'), channelUuid('partner_out')],
        cms_lists: [],
        cms_list_types: [],
        settings: [],
        events: [],
        meta: { productions: false },
      },
    },
  ]);
  await updateBodies(
    tx,
    'accounts',
    accounts.map((account) => {
      const type = String(account.body.type);
      const groups = [
        groupUuids.everyone,
        ...(['user', 'group_admin', 'cloudrec', 'device_admin'].includes(type) ? [groupUuids.production] : []),
        ...(type === 'group_admin' ? [groupUuids.partner] : []),
      ];
      const meta = {
        ...(jsonObject.is(account.body.meta) ? account.body.meta : {}),
        default_group: groupUuids.everyone,
        company: 'Demo Studio',
        ...(type === 'cloudrec' ? { rec_readonly: false, mtv_special_import: true } : {}),
      };
      return { id: account.id, body: { ...account.body, groups, meta } };
    }),
  );
  const admin = idOfType('admin');
  await insertRows(tx, 'filters', [
    {
      uuid: demoUuid('filter:hockey'),
      body: {
        name: 'Ice hockey tonight',
        type: 'events',
        value: { search: 'hockey', states: ['active'] },
        account_id: admin,
      },
    },
    {
      uuid: demoUuid('filter:news'),
      body: {
        name: 'News',
        type: 'events',
        value: { search: 'news', states: ['active', 'archived'] },
        account_id: idOfType('user'),
      },
    },
  ]);
  await insertRows(tx, 'running_orders', [
    {
      uuid: demoUuid('running_order:opening'),
      body: {
        name: 'Match opening',
        items: [
          { action: 'mixer', type: 'cut', input: 'black' },
          { action: 'player', type: 'play', duration: 12000, input: 'player', uri: 's3://studio-graphics/intro.mp4' },
          { action: 'mixer', type: 'fade', duration: 800, input: 'live' },
          { action: 'wait', type: 'action' },
        ],
      },
    },
    {
      uuid: demoUuid('running_order:break'),
      body: {
        name: 'Intermission',
        items: [
          { action: 'mixer', type: 'fade', duration: 500, input: 'loop' },
          { action: 'wait', type: 'duration', duration: 1_020_000 },
          { action: 'mixer', type: 'cut', input: 'live' },
        ],
      },
    },
  ]);
};
