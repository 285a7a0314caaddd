import { clipsTopics } from '../../src/infrastructure/wire/clips';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import { simulationOf } from '../simulation/simulation-registry';
import { clipSettingsAt, clipSettingsFacts, clipSettingsPayload } from '../simulation/clip-settings';
import { regenerateClip, saveClip } from './clips-save';
import { clipsOfEvent, clipWire } from '../records/clips-store';
import { pushWith, type TopicContext, type TopicHandler } from './topic-handler';

const catalogue = clipsTopics;

/** Joining a per-event topic needs the event to exist. */
export const eventMustExist = async (context: TopicContext): Promise<Reply> =>
  (await context.services.store.documents.events.getByUuid(context.params.event ?? ''))
    ? ok({})
    : refuse(reasons.notFound);

const clipPushes = (keyed: boolean): TopicHandler['pushes'] => ({
  save: pushWith(catalogue['events:clip:create'].pushes.save.payload, (context, payload) =>
    saveClip(context, payload.clip, keyed ? context.params.uuid : undefined),
  ),
  regenerate_clip: pushWith(catalogue['events:clip:create'].pushes.regenerate_clip.payload, (context, payload) =>
    regenerateClip(context, payload.uuid),
  ),
});

const clipsTopic: TopicHandler = {
  pattern: 'events:clips:{event}',
  doc: "An event's clips: `clips` after the join, then `clip` for every quality created or changed.",
  join: eventMustExist,
  afterJoin: async (context) => {
    const clips = await clipsOfEvent(context.services, context.params.event ?? '');
    context.channel.push('clips', { data: clips.map(clipWire) });
  },
  pushes: {
    regenerate_clip: pushWith(catalogue['events:clips:{event}'].pushes.regenerate_clip.payload, (context, payload) =>
      regenerateClip(context, payload.uuid, context.params.event),
    ),
  },
};

const clipCreateTopic: TopicHandler = {
  pattern: 'events:clip:create',
  doc: 'Cuts a clip: one save makes every quality.',
  join: async () => ok({}),
  pushes: clipPushes(false),
};

const clipTopic: TopicHandler = {
  pattern: 'events:clip:{uuid}',
  doc: 'One cut, by the uuid of one of its qualities: edit it or make it again.',
  join: async (context) =>
    (await context.services.store.documents.clips.getByUuid(context.params.uuid ?? ''))
      ? ok({})
      : refuse(reasons.notFound),
  pushes: clipPushes(true),
};

const sendSettings = async (context: TopicContext): Promise<Record<string, unknown>> => {
  const simulation = simulationOf(context.services);
  const event = context.params.event ?? '';
  const facts = await clipSettingsFacts(context.services, event);
  const payload = clipSettingsPayload(facts ? clipSettingsAt(facts, simulation.now()) : {});
  simulation.clipSettings.remember(event, payload);
  context.channel.push('settings', payload);
  return payload.data;
};

const clipSettingsTopic: TopicHandler = {
  pattern: 'events:clip_settings:{event}',
  doc: "The event's recording and live playlists: `settings` after the join and whenever they change.",
  join: eventMustExist,
  afterJoin: async (context) => {
    context.channel.onLeave(simulationOf(context.services).clipSettings.watched.watch(context.params.event ?? ''));
    await sendSettings(context);
  },
  pushes: {
    get: pushWith(catalogue['events:clip_settings:{event}'].pushes.get.payload, async (context) =>
      ok({ data: await sendSettings(context) }),
    ),
  },
};

/** events:clips:{event}, events:clip:create, events:clip:{uuid}, events:clip_settings:{event}. */
export const clipsTopicHandlers: readonly TopicHandler[] = [clipsTopic, clipCreateTopic, clipTopic, clipSettingsTopic];
