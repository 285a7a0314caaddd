import { editingKinds } from '../../../src/domain/editing';
import { topicPermissions } from '../../../src/domain/surface-rights';
import type { DocumentKind } from '../../../server/storage/document-kinds';
import type { StoredDocument } from '../../../server/storage/document-repository';
import type { TestServer } from './studio';

/** Where the `{…}` part of each parameterised topic pattern comes from (both the row's id and uuid are tried). */
const parameterKinds: Readonly<Record<string, DocumentKind>> = {
  'accounts:{id}': 'accounts',
  // One undo topic per account (issue 32 §4): only that account joins it.
  'undo:{account_id}': 'accounts',
  'groups:{id}': 'groups',
  'settings:{id}': 'settings',
  'filters:{id}': 'filters',
  'running_orders:{id}': 'running_orders',
  'channels:{uuid}': 'channels',
  'channels:group:{id}': 'channel_groups',
  'channels:channel_groups:{id}': 'channels',
  'channels:channel_group_channels:{id}': 'channel_groups',
  'instances:{id}': 'instances',
  'instances:status:{id}': 'instances',
  'devices:{id}': 'devices',
  'devices:logs:{id}': 'devices',
  'cms:list_type:{id}': 'cms_list_types',
  'cms:list:{id}': 'cms_lists',
  'cms:list_datas:{list_id}': 'cms_lists',
  'cms:list_data:{id}': 'cms_list_data',
  'events:{uuid}': 'events',
  'events:clone:{id}': 'events',
  'events:create_with_group:{group}': 'event_groups',
  'events:event_group_by_event:{id}': 'events',
  'events:clips:{event}': 'events',
  'events:clip:{uuid}': 'clips',
  'events:clip_settings:{event}': 'events',
  'events:clip_exports:{event}': 'events',
  'events:tags:{event}': 'events',
  'events:tag:{uuid}': 'tags',
};

/** Every row for the kinds whose rows differ in what they reveal (accounts, instances, lists); a few of the others. */
const everyRow: readonly DocumentKind[] = ['accounts', 'instances', 'cms_lists'];
const fewRows = 2;

const eventsWithMedia = async (studio: TestServer): Promise<Set<string>> => {
  const { documents } = studio.server.services.store;
  const owners = [...(await documents.clips.list()), ...(await documents.clip_exports.list())];
  return new Set(owners.map((row) => String(row.body.event_uuid)).slice(0, fewRows));
};

const rowsOf = async (studio: TestServer, kind: DocumentKind, media: Set<string>): Promise<StoredDocument[]> => {
  const rows = await studio.server.services.store.documents[kind].list();
  if (everyRow.includes(kind)) return rows;
  if (kind === 'events') return [...rows.filter((row) => media.has(row.uuid)), ...rows.slice(0, 1)];
  return rows.slice(0, fewRows);
};

/**
 * A concrete topic for every pattern of the permission table, named after real rows of the demo data (a
 * parameterised pattern once per sampled row, by id and by uuid). Throws on a pattern it does not know, so a new
 * topic cannot be left out of the tests that join everything.
 */
export const sampleTopics = async (studio: TestServer, profileToken: string): Promise<string[]> => {
  const media = await eventsWithMedia(studio);
  const topics: string[] = [];
  for (const pattern of Object.keys(topicPermissions)) {
    if (!pattern.includes('{')) {
      topics.push(pattern);
      continue;
    }
    if (pattern === 'profile:{token}') {
      topics.push(`profile:${profileToken}`);
      continue;
    }
    if (pattern === 'system:instance_to_instance:{name}') {
      // A real output (the demo's arena A camera 1, in 'Hockey production'): other names are not_found.
      topics.push('system:instance_to_instance:arena_a_cam1_program');
      continue;
    }
    if (pattern === 'editing:{kind}:{id}') {
      // Each item kind's presence topic, named after the rows its own editor topic is sampled with.
      for (const [kind, { pattern: itemPattern }] of Object.entries(editingKinds)) {
        const rows = parameterKinds[itemPattern];
        if (!rows) throw new Error(`topic-samples.ts does not know where ${itemPattern} takes its parameter from`);
        for (const row of await rowsOf(studio, rows, media))
          for (const key of [String(row.id), row.uuid]) topics.push(`editing:${kind}:${key}`);
      }
      continue;
    }
    const kind = parameterKinds[pattern];
    if (!kind) throw new Error(`topic-samples.ts does not know where ${pattern} takes its parameter from`);
    for (const row of await rowsOf(studio, kind, media))
      for (const key of [String(row.id), row.uuid]) topics.push(pattern.replace(/\{\w+\}/, key));
  }
  return [...new Set(topics)];
};
