import type { ClipExportDraft } from '../../src/domain/clips';
import { clipsTopics } from '../../src/infrastructure/wire/clips';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import { storedWith } from '../storage/stored-codec';
import type { StoredValue } from '../storage/stored-kinds';
import { simulationOf } from '../simulation/simulation-registry';
import { eventMustExist } from './clips';
import { exportsOfEvent, exportVisible, exportWire, writeExport } from '../records/exports-store';
import { pushWith, type TopicContext, type TopicHandler } from './topic-handler';

const invalid = (path: string, expected: string, actual: unknown): Reply =>
  refuse(reasons.invalid, { errors: [{ path, expected, actual: JSON.stringify(actual ?? null) }] });

/**
 * `save {clip_export}`: one export job for one export configuration (spec 2 §4). The clips must be the event's;
 * the destination defaults to the configuration's title; meta.account is the session's e-mail.
 */
const saveExport = async (context: TopicContext, draft: ClipExportDraft): Promise<Reply> => {
  const { services, actor } = context;
  const { documents } = services.store;
  if (!(await documents.events.getByUuid(draft.event_uuid))) return refuse(reasons.notFound, { detail: 'event' });
  if (draft.clip_uuids.length === 0 || draft.clip_uuids.length > 100)
    return invalid('clip_export.clip_uuids', '1 to 100 clip uuids', draft.clip_uuids.length);
  const clips = await documents.clips.list(`uuid::text = any($1::text[]) and body->>'event_uuid' = $2`, [
    [...draft.clip_uuids],
    draft.event_uuid,
  ]);
  const found = new Set(clips.map((clip) => clip.uuid));
  const missing = draft.clip_uuids.find((uuid) => !found.has(uuid.toLowerCase()));
  if (missing !== undefined) return invalid('clip_export.clip_uuids', "clips of the export's event", missing);
  const configuration = await documents.settings.get(draft.meta.export_configuration_id);
  if (!configuration || configuration.body.type !== 'export_configuration')
    return invalid(
      'clip_export.meta.export_configuration_id',
      'the id of an export_configuration setting',
      draft.meta.export_configuration_id,
    );
  const destination =
    draft.meta.destination ??
    (typeof configuration.body.title === 'string' ? configuration.body.title : String(configuration.body.name));
  const body: StoredValue<'clip_exports'> = {
    clip_uuids: [...draft.clip_uuids],
    event_uuid: draft.event_uuid,
    status: 'new',
    form_data: draft.form_data,
    meta: { ...draft.meta, destination, account: actor.email },
  };
  const saved = await writeExport(services, undefined, body);
  const simulation = simulationOf(services);
  simulation.exports.start(saved, simulation.now());
  return ok({ data: exportWire(saved) });
};

/** `re_export_clip {uuid}` (administrators, spec 2 §6): the export runs again from `new`. */
const reExport = async (context: TopicContext, uuid: string): Promise<Reply> => {
  const document = await context.services.store.documents.clip_exports.getByUuid(uuid);
  if (!document || document.body.event_uuid !== context.params.event) return refuse(reasons.notFound);
  // An export that does not decode is reported and cannot be run again.
  const report = (message: string): void => context.services.log.error(message);
  const body = storedWith('clip_exports', document, { status: 'new' }, report);
  if (!body) return refuse(reasons.notFound);
  const updated = await writeExport(context.services, document, body);
  const simulation = simulationOf(context.services);
  simulation.exports.start(updated, simulation.now());
  return ok({});
};

const exportCreateTopic: TopicHandler = {
  pattern: 'events:clip_export:create',
  doc: 'Exports clips: one save per export configuration.',
  join: async () => ok({}),
  pushes: {
    save: pushWith(clipsTopics['events:clip_export:create'].pushes.save.payload, (context, payload) =>
      saveExport(context, payload.clip_export),
    ),
  },
};

const exportsTopic: TopicHandler = {
  pattern: 'events:clip_exports:{event}',
  doc: "An event's exports (a non-administrator's own only): `clip_exports` after the join, then `clip_export` per change.",
  join: eventMustExist,
  afterJoin: async (context) => {
    const exports = await exportsOfEvent(context.services, context.params.event ?? '');
    context.channel.push('clip_exports', {
      data: exports.filter((document) => exportVisible(context.actor, document)).map(exportWire),
    });
  },
  pushes: {
    re_export_clip: pushWith(
      clipsTopics['events:clip_exports:{event}'].pushes.re_export_clip.payload,
      (context, payload) => reExport(context, payload.uuid),
    ),
  },
};

/** events:clip_export:create, events:clip_exports:{event}. */
export const exportsTopicHandlers: readonly TopicHandler[] = [exportCreateTopic, exportsTopic];
