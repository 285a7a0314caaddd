import { randomUUID } from 'node:crypto';
import type { Clip, ClipDraft } from '../../src/domain/clips';
import { jsonObject } from '../../src/infrastructure/wire/kit';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import { simulationOf } from '../simulation/simulation-registry';
import { withoutFields, withoutReserved, type StoredDocument } from '../storage/document-repository';
import type { StoredValue } from '../storage/stored-kinds';
import { clipQualities } from '../records/clips-qualities';
import { announceChange } from '../records/announce';
import { clipsKind, clipWire, decodeClip, qualitiesOf, updateClip } from '../records/clips-store';
import type { Presented } from '../records/entity-kind';
import { writeItemIn } from '../records/write-item';
import type { TopicContext } from './topic-handler';
import { mayChangeClip, mayEditClipTags } from '../../src/domain/rights';

/** The longest cut a clip job accepts (a whole match and then some). */
export const longestClipSeconds = 6 * 3600;

const invalid = (path: string, expected: string, actual: unknown): Reply =>
  refuse(reasons.invalid, { errors: [{ path, expected, actual: JSON.stringify(actual ?? null) }] });

const checkDraft = (draft: ClipDraft): Reply | undefined => {
  const title = draft.meta.title.trim();
  if (title === '' || title.length > 200)
    return invalid('clip.meta.title', 'a title of 1 to 200 characters', draft.meta.title);
  if (draft.start_time < 0) return invalid('clip.start_time', 'seconds on the recording, 0 or more', draft.start_time);
  if (draft.end_time <= draft.start_time) return invalid('clip.end_time', 'a time after start_time', draft.end_time);
  if (draft.end_time - draft.start_time > longestClipSeconds)
    return invalid('clip.end_time', `at most ${longestClipSeconds} s after start_time`, draft.end_time);
  return undefined;
};

/** The meta a save sets: text as typed, tag text for administrators only (spec 2 §6), highlight from the type. */
const metaChanges = (
  context: TopicContext,
  draft: ClipDraft,
  existing: Readonly<Record<string, unknown>>,
): Record<string, unknown> => {
  const clipType = draft.meta.clip_type ?? (typeof existing.clip_type === 'string' ? existing.clip_type : 'none');
  return {
    title: draft.meta.title.trim(),
    ...(draft.meta.description !== undefined ? { description: draft.meta.description } : {}),
    ...(draft.meta.tags !== undefined && mayEditClipTags(context.actor) ? { tags: draft.meta.tags } : {}),
    clip_type: clipType,
    highlight: clipType !== 'none',
  };
};

const createClips = async (context: TopicContext, draft: ClipDraft): Promise<Reply> => {
  const { services } = context;
  const qualities = await clipQualities(services);
  const group = randomUUID();
  const start = Math.floor(draft.start_time);
  const end = Math.ceil(draft.end_time);
  const bodies: StoredValue<'clips'>[] = qualities.map((quality) => ({
    event_uuid: draft.event_uuid,
    status: 'new',
    start_time: start,
    end_time: end,
    meta: {
      ...metaChanges(context, draft, {}),
      account: context.actor.email,
      group_uuid: group,
      quality: { title: quality.title, name: quality.name, order_num: quality.order_num },
    },
  }));
  const clips = await services.store.db.write(async (tx) => {
    const made: Presented[] = [];
    for (const body of bodies)
      made.push((await writeItemIn(clipsKind, services, tx, { existing: undefined, body, state: 'active' })).after);
    return made;
  });
  const simulation = simulationOf(services);
  for (const clip of clips) {
    announceChange(clipsKind, services, undefined, clip);
    simulation.clips.start(clip.document, simulation.now());
  }
  return ok({ data: clips.map((clip) => clip.wire) });
};

const updateClips = async (
  context: TopicContext,
  draft: ClipDraft,
  stored: StoredDocument,
  clip: Clip,
): Promise<Reply> => {
  const { services, actor } = context;
  if (!mayChangeClip(actor, clip.meta.account)) return refuse(reasons.unauthorized, { detail: 'not_owner' });
  if (clip.event_uuid !== draft.event_uuid)
    return invalid('clip.event_uuid', `the clip's event (${clip.event_uuid})`, draft.event_uuid);
  const start = Math.floor(draft.start_time);
  const end = Math.ceil(draft.end_time);
  const recut = start !== clip.start_time || end !== clip.end_time;
  const simulation = simulationOf(services);
  const saved: StoredDocument[] = [];
  for (const quality of await qualitiesOf(services, stored, clip)) {
    // A quality that does not decode is reported and stays as it is.
    const value = decodeClip(services, quality);
    if (!value) continue;
    // Written back with the stored document's own fields, the decoded ones over them.
    const qualityMeta = jsonObject.is(quality.body.meta) ? quality.body.meta : {};
    const { url: _url, ...rest } = quality.body;
    const { filesize: _filesize, ...keptMeta } = qualityMeta;
    const body: StoredValue<'clips'> = recut
      ? {
          ...rest,
          ...withoutFields(withoutReserved(value), ['url']),
          status: 'new',
          start_time: start,
          end_time: end,
          meta: { ...keptMeta, ...metaChanges(context, draft, qualityMeta) },
        }
      : {
          ...quality.body,
          ...withoutReserved(value),
          meta: { ...qualityMeta, ...metaChanges(context, draft, qualityMeta) },
        };
    const updated = await updateClip(services, quality, body);
    if (recut) simulation.clips.start(updated, simulation.now());
    saved.push(updated);
  }
  return ok({ data: saved.map(clipWire) });
};

/**
 * `save {clip}` on events:clip:create or events:clip:{uuid}: a new cut is one clip per quality of the clip
 * settings, sharing a new meta.group_uuid, each `new` and then processed; an update changes the meta of every
 * quality of the cut, and new in/out points cut them all again.
 */
export const saveClip = async (
  context: TopicContext,
  draft: ClipDraft,
  topicUuid: string | undefined,
): Promise<Reply> => {
  const problem = checkDraft(draft);
  if (problem) return problem;
  if (topicUuid !== undefined && draft.uuid !== undefined && draft.uuid !== topicUuid)
    return invalid('clip.uuid', `the topic's clip (${topicUuid})`, draft.uuid);
  const { documents } = context.services.store;
  if (!(await documents.events.getByUuid(draft.event_uuid))) return refuse(reasons.notFound, { detail: 'event' });
  const uuid = topicUuid ?? draft.uuid;
  if (uuid === undefined) return createClips(context, draft);
  const stored = await documents.clips.getByUuid(uuid);
  const clip = decodeClip(context.services, stored);
  return stored && clip ? updateClips(context, draft, stored, clip) : refuse(reasons.notFound, { detail: 'clip' });
};

/** `regenerate_clip {uuid}`: the quality is cut again (new → processing → ready); on events:clips:{event} it must be that event's. */
export const regenerateClip = async (context: TopicContext, uuid: string, eventUuid?: string): Promise<Reply> => {
  const stored = await context.services.store.documents.clips.getByUuid(uuid);
  const clip = decodeClip(context.services, stored);
  if (!stored || !clip || (eventUuid !== undefined && clip.event_uuid !== eventUuid)) return refuse(reasons.notFound);
  const { url: _url, ...fields } = stored.body;
  const body: StoredValue<'clips'> = { ...fields, ...withoutFields(withoutReserved(clip), ['url']), status: 'new' };
  const updated = await updateClip(context.services, stored, body);
  const simulation = simulationOf(context.services);
  simulation.clips.start(updated, simulation.now());
  return ok({});
};
