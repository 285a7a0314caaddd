import { fakeBettingBase } from '../http/fake-services/betting-info';
import { fakeSportsBase } from '../http/fake-services/sports';
import { fakeTvContentApiKey, fakeTvContentBase } from '../http/fake-services/tv-content';
import type { Sql } from '../storage/database';
import { clipQualitiesSettingName, defaultClipQualities } from '../records/clips-qualities';
import { insertRows, type SeedRow } from './bulk-insert';
import type { ContentRefs } from './demo-content';
import { demoUuid } from './demo-ids';
import { jsonObject } from '../../src/infrastructure/wire/kit';

// One or more settings of every type of spec 3 §3, shaped as the console reads them.

export interface SettingRefs {
  /** Setting ids by name. */
  readonly ids: ReadonlyMap<string, number>;
}

const field = (name: string, title: string, type: string, extra: Record<string, unknown> = {}) => ({
  name,
  title,
  type,
  position: 'left',
  ...extra,
});

const eventForm = [
  field('sport', 'Sport', 'select', { label_list: 'sports', options: ['Ice hockey'] }),
  // The sports service's leagues (spec 1 §7.1 label lists); the static options stand in while it cannot answer.
  field('league', 'League', 'select', {
    label_list: 'leagues',
    options: ['Liiga', 'Mestis', 'Veikkausliiga'],
    required: true,
  }),
  field('home_team', 'Home team', 'content_select', { 'content-type': 'team' }),
  field('away_team', 'Away team', 'content_select', { 'content-type': 'team', position: 'right' }),
  field('commentator', 'Commentator', 'text', { multilanguage: true, position: 'right' }),
  field('round', 'Round', 'number'),
  field('notes', 'Production notes', 'textarea', { admin_only: true }),
  // A file taken by the form itself, and imported media offered by name (issue 29).
  field('opening_graphic', 'Opening graphic', 's3file', { position: 'right' }),
  field('intro_video', 'Intro video', 'content_select', { 'content-type': 'media', position: 'right' }),
];

const tagType = (type: string, typeName: string, form: unknown[]) => ({ type, type_name: typeName, form });

export const settingRows = (content: ContentRefs, accounts: ReadonlyMap<string, number>): SeedRow[] => {
  const setting = (name: string, title: string, type: string, value: unknown): SeedRow => ({
    uuid: demoUuid(`setting:${name}`),
    body: { name, title, type, value },
  });
  const bypass = ['developer', 'root'].flatMap((type) => accounts.get(type) ?? []);
  return [
    setting('maintenance', 'Maintenance', 'system', { bypass_accounts: bypass }),
    setting('sport_event_form', 'Sport event form', 'event_form', { form: eventForm }),
    setting('news_event_form', 'News event form', 'event_form', {
      form: [field('editor', 'Editor', 'text'), field('topic', 'Topic', 'text', { position: 'right' })],
    }),
    setting(
      'tag_goal',
      'Goal',
      'tag_form',
      tagType('goal', 'Goal', [
        field('title', 'Title', 'text'),
        field('team', 'Team', 'select', { options: ['home', 'away'] }),
        field('player', 'Player', 'text'),
        field('photo', 'Photo', 'file'),
      ]),
    ),
    setting(
      'tag_penalty',
      'Penalty',
      'tag_form',
      tagType('penalty', 'Penalty', [field('title', 'Title', 'text'), field('minutes', 'Minutes', 'number')]),
    ),
    setting('tag_note', 'Note', 'tag_form', tagType('note', 'Note', [field('title', 'Title', 'text')])),
    setting('export_video_portal', 'Video portal', 'export_configuration', {
      module: 'portal',
      bucket: 'studio-exports',
      path: 'portal/',
    }),
    setting('export_social', 'Social media', 'export_configuration', { module: 'social', aspect: '9:16' }),
    setting('export_legacy_ftp', 'Legacy FTP', 'export_configuration', {
      module: 'ftp',
      host: 'ftp.legacy.example',
      simulate_failure: true,
    }),
    setting('export_mtv', 'MTV special', 'export_configuration', { module: 'mtv', playlist: 'weekly-highlights' }),
    // The MTV compilation's form (spec 2 §3 mtv_special_export; docs/protocol/clips.md "MTV compilation").
    setting('mtv_special_export', 'MTV special export', 'export_form', {
      form: [
        field('title', 'Title', 'text', { required: true }),
        field('episode', 'Episode', 'number'),
        field('notes', 'Notes for MTV', 'textarea', { position: 'right' }),
      ],
      pre_selected_qualities: ['hd1080'],
      hide: true,
    }),
    setting('portal_export_form', 'Portal export', 'export_form', {
      form: [
        field('title', 'Title', 'text', { required: true }),
        field('category', 'Category', 'select', { options: ['sports', 'news'] }),
        field('publish', 'Publish', 'checkbox'),
        field('thumbnail', 'Thumbnail', 's3file'),
        field('bumper', 'Bumper', 'content_select', { 'content-type': 'media' }),
      ],
      required_qualities: ['hd1080'],
      pre_selected_qualities: ['hd1080', 'hd720'],
      hide_quality_selector: false,
      export_configuration_id: [], // filled in below, once the configurations have ids
      hide: false,
    }),
    setting('billing', 'Billing', 'billing_config', {
      contracts_list_id: content.listIds.contracts,
      customers_list_id: content.listIds.customers,
    }),
    setting('developer', 'Developer', 'developer_config', {
      version_3_list_id: content.listIds.releases,
      broadcaster_list_id: content.listIds.broadcaster,
    }),
    setting('camera', 'Camera', 'device_type', {
      multiple_parents: false,
      form: [field('model', 'Model', 'text'), field('serial', 'Serial', 'text'), field('total', 'Total', 'number')],
      status_list_id: content.listIds.statuses,
      usage_list_id: content.listIds.usages,
      location_list_id: content.listIds.locations,
      series_list_id: content.listIds.series,
      models_list_id: content.listIds.models,
    }),
    setting('lens', 'Lens', 'device_type', {
      multiple_parents: false,
      form: [field('model', 'Model', 'text')],
      status_list_id: content.listIds.statuses,
      location_list_id: content.listIds.locations,
    }),
    setting('cable', 'Cable', 'device_type', {
      multiple_parents: true,
      form: [
        field('length_m', 'Length (m)', 'number'),
        field('total', 'Total', 'number', { multiple_parents_field: true }),
      ],
      status_list_id: content.listIds.statuses,
      usage_list_id: content.listIds.usages,
      location_list_id: content.listIds.locations,
    }),
    // The headend list's previews (docs/protocol/settings.md "headend_preview"): the channel's live playlist.
    setting('preview_1', 'Head-end preview', 'headend_preview', {
      url: '/hls/live/{channel}/index.m3u8',
      width: 320,
      height: 180,
    }),
    setting('sports_1080p50', 'Sports 1080p50', 'transcoder_configuration', {
      width: 1920,
      height: 1080,
      fps: 50,
      bitrate: 8000,
    }),
    setting('graphics_upload', 'Graphics upload', 'file_upload', {
      bucket: 'studio-graphics',
      max_size_mb: 200,
      accept: ['image/png', 'image/jpeg'],
    }),
    setting(clipQualitiesSettingName, 'Clip qualities', 'post_process_configuration', {
      qualities: defaultClipQualities,
    }),
    setting('crew_form', 'Crew', 'resource_form', {
      form: [field('camera_operators', 'Camera operators', 'number'), field('director', 'Director', 'text')],
    }),
    setting('studio', 'Studio', 'system', { timezone: 'Europe/Helsinki', company: 'Demo Studio' }),
    // The editor's outside services (docs/protocol/forms.md), here the studio server's own fakes, by relative url.
    setting('external_services', 'External services', 'system', {
      tv_content_url: fakeTvContentBase,
      tv_content_api_key: fakeTvContentApiKey,
      betting_info_url: fakeBettingBase,
      sports_url: fakeSportsBase,
    }),
    setting('epg', 'EPG', 'external_notifier', {
      module: 'EPG',
      form: [field('channel_code', 'Channel code', 'text'), field('lead_minutes', 'Lead minutes', 'number')],
      template: '<programme start="{start:%Y%m%d%H%M%S}" stop="{end:%Y%m%d%H%M%S}"><title>{title}</title></programme>',
    }),
    setting('vod_notifier', 'Video on demand', 'external_notifier', {
      module: 'vod',
      form: [field('collection', 'Collection', 'text')],
    }),
    setting('signal', 'Signal', 'signal_select', { options: ['srt', 'srtla', 'rtmp', 'sdi'] }),
  ];
};

export const seedSettings = async (
  tx: Sql,
  content: ContentRefs,
  accounts: ReadonlyMap<string, number>,
): Promise<SettingRefs> => {
  const rows = settingRows(content, accounts);
  const ids = await insertRows(tx, 'settings', rows);
  const byName = new Map(rows.map((row) => [String(row.body.name), ids.get(row.uuid) ?? 0]));
  // Export forms name their configurations by id, known only once those are stored.
  const configurations: Readonly<Record<string, number | readonly number[]>> = {
    portal_export_form: ['export_video_portal', 'export_social'].map((name) => byName.get(name) ?? 0),
    mtv_special_export: byName.get('export_mtv') ?? 0,
  };
  for (const [name, configuration] of Object.entries(configurations)) {
    const form = rows.find((row) => row.body.name === name);
    if (!form) continue;
    const value = {
      ...(jsonObject.is(form.body.value) ? form.body.value : {}),
      export_configuration_id: configuration,
    };
    await tx.query(`update settings set body = jsonb_set(body, '{value}', $2::jsonb) where id = $1`, [
      ids.get(form.uuid),
      JSON.stringify(value),
    ]);
  }
  return { ids: byName };
};
