import type { TagDraft } from '../../src/domain/clips';
import { clipsTopics } from '../../src/infrastructure/wire/clips';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import { simulationOf } from '../simulation/simulation-registry';
import { eventMustExist } from './clips';
import { tagsKind, tagsOfEvent, tagWire } from './tags-store';
import { announceChange } from '../records/announce';
import { presentOne } from '../records/entity-kind';
import { pushWith, type TopicContext, type TopicHandler } from './topic-handler';

/** A tag may sit before the kickoff (negative stream time) but not further out than two days either way. */
export const tagStreamTimeLimit = 48 * 3600;

const invalid = (path: string, expected: string, actual: unknown): Reply =>
  refuse(reasons.invalid, { errors: [{ path, expected, actual: JSON.stringify(actual ?? null) }] });

/**
 * `save {tag}` on events:tag:create or events:tag:{uuid}: creates or updates one tag (archiving is a save with
 * state archived); `time` defaults to now on create. events:tags:{event} then gets `tag`.
 */
const saveTag = async (context: TopicContext, draft: TagDraft, topicUuid: string | undefined): Promise<Reply> => {
  const { services } = context;
  const { documents } = services.store;
  if (Math.abs(draft.stream_time) > tagStreamTimeLimit)
    return invalid('tag.stream_time', `seconds within ±${tagStreamTimeLimit}`, draft.stream_time);
  if (topicUuid !== undefined && draft.uuid !== undefined && draft.uuid !== topicUuid)
    return invalid('tag.uuid', `the topic's tag (${topicUuid})`, draft.uuid);
  if (!(await documents.events.getByUuid(draft.event_uuid))) return refuse(reasons.notFound, { detail: 'event' });
  const uuid = topicUuid ?? draft.uuid;
  const existing = uuid === undefined ? undefined : await documents.tags.getByUuid(uuid);
  if (uuid !== undefined && !existing) return refuse(reasons.notFound, { detail: 'tag' });
  if (existing && existing.body.event_uuid !== draft.event_uuid)
    return invalid('tag.event_uuid', `the tag's event (${String(existing.body.event_uuid)})`, draft.event_uuid);
  const time =
    draft.time ??
    (typeof existing?.body.time === 'number' ? existing.body.time : Math.floor(simulationOf(services).now() / 1000));
  const body = { event_uuid: draft.event_uuid, stream_time: draft.stream_time, time, meta: draft.meta };
  const saved = await services.store.db.write(async (tx) => {
    const row = existing
      ? await documents.tags.update(tx, existing.id, body, draft.state)
      : await documents.tags.insert(tx, body, draft.state);
    return row && presentOne(tagsKind, services, tx, row);
  });
  if (!saved) return refuse(reasons.notFound, { detail: 'tag' });
  announceChange(tagsKind, services, undefined, saved);
  return ok({ data: saved.wire });
};

const saveTagPush = (keyed: boolean) =>
  pushWith(clipsTopics['events:tag:create'].pushes.save.payload, (context, payload) =>
    saveTag(context, payload.tag, keyed ? context.params.uuid : undefined),
  );

const tagsTopic: TopicHandler = {
  pattern: 'events:tags:{event}',
  doc: "An event's tags, archived included: `tags` after the join, then `tag` per change.",
  join: eventMustExist,
  afterJoin: async (context) => {
    const tags = await tagsOfEvent(context.services, context.params.event ?? '');
    context.channel.push('tags', { data: tags.map(tagWire) });
  },
  pushes: {},
};

const tagCreateTopic: TopicHandler = {
  pattern: 'events:tag:create',
  doc: 'Creates a tag.',
  join: async () => ok({}),
  pushes: { save: saveTagPush(false) },
};

const tagTopic: TopicHandler = {
  pattern: 'events:tag:{uuid}',
  doc: 'Edits or archives one tag.',
  join: async (context) =>
    (await context.services.store.documents.tags.getByUuid(context.params.uuid ?? ''))
      ? ok({})
      : refuse(reasons.notFound),
  pushes: { save: saveTagPush(true) },
};

/** events:tags:{event}, events:tag:create, events:tag:{uuid}. */
export const tagsTopicHandlers: readonly TopicHandler[] = [tagsTopic, tagCreateTopic, tagTopic];
