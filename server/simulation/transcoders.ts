import { randomBytes } from 'node:crypto';
import { livePlaylistPath } from '../media';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import type { StoredDocument } from '../storage/document-repository';
import { createInstance, metaOf, writeInstance } from './instance-writes';
import { latestStreamerVersion, type SimulationParts } from './simulation-parts';
import { isOnline } from './instance-live';
import type { InstanceFacts } from './world-facts';

/** A transcoder comes up this long after its start (spec 2 §4: Stop shows once an instance is bound). */
export const transcoderStartMs = 2500;

interface Target {
  readonly channel: StoredDocument;
  readonly event: StoredDocument | undefined;
  /** The job key of a pending start, per channel or per event. */
  readonly key: string;
}

const boundTo = (facts: InstanceFacts, target: Target): boolean =>
  facts.transcoder &&
  facts.active &&
  (target.event
    ? facts.events.includes(target.event.uuid)
    : facts.channel === target.channel.uuid && facts.events.length === 0);

const resolve = async (
  parts: SimulationParts,
  channelUuid: string | undefined,
  eventUuid: string | undefined,
): Promise<Target | Reply> => {
  const { documents } = parts.services.store;
  if (eventUuid !== undefined) {
    const event = await documents.events.getByUuid(eventUuid);
    const channelId = Number(event?.body.channel_id);
    const channel = Number.isSafeInteger(channelId) ? await documents.channels.get(channelId) : undefined;
    if (!event) return refuse(reasons.notFound, { detail: 'event' });
    if (!channel) return refuse('no_destination');
    return { channel, event, key: `transcoder:event:${event.uuid}` };
  }
  const channel = channelUuid === undefined ? undefined : await documents.channels.getByUuid(channelUuid);
  if (!channel) return refuse(reasons.notFound, { detail: 'channel' });
  return { channel, event: undefined, key: `transcoder:channel:${channel.uuid}` };
};

const isTarget = (value: Target | Reply): value is Target => 'key' in value;

/**
 * `transcoder start` for an input channel or an output channel's event: after `transcoderStartMs` a free
 * transcoder instance (or a new one) is bound — meta.channel, and meta.events for an event — and runs.
 * Output channels need an administrator (spec 1 §6 "transcoder start on output channels").
 */
export const startTranscoder = async (
  parts: SimulationParts,
  channelUuid: string | undefined,
  eventUuid: string | undefined,
  administrator: boolean,
): Promise<Reply> => {
  const target = await resolve(parts, channelUuid, eventUuid);
  if (!isTarget(target)) return target;
  if (target.channel.state === 'archived') return refuse('archived');
  if (target.channel.body.type === 'output' && !administrator) return refuse(reasons.unauthorized);
  const world = await parts.world.read(parts.now());
  // "An input channel's transcoder starts at most once at a time" (spec 2 §4).
  if (parts.jobs.has(target.key) || world.instances.some((facts) => boundTo(facts, target)))
    return refuse('already_running');
  parts.jobs.schedule({ key: target.key, due: parts.now() + transcoderStartMs, run: () => bind(parts, target) });
  return ok({ message: 'Transcoder starting' });
};

const bind = async (parts: SimulationParts, target: Target): Promise<void> => {
  const { services } = parts;
  const world = await parts.world.read(parts.now());
  const free = world.instances.find(
    (facts) =>
      facts.transcoder &&
      facts.type === 'transcoder' &&
      facts.active &&
      isOnline(world, facts) &&
      !facts.channel &&
      facts.events.length === 0,
  );
  const version = await latestStreamerVersion(services);
  const count = world.instances.filter((facts) => facts.type === 'transcoder').length + 1;
  const existing = free ? await services.store.documents.instances.get(free.id) : undefined;
  const instance =
    existing ??
    (await createInstance(services, {
      title: `Transcoder ${count}`,
      type: 'transcoder',
      token: randomBytes(12).toString('hex'),
      meta: { ip: `172.16.5.${100 + (count % 150)}`, transcoder: true, version, http_port: 8080, https_port: 8070 },
      streamer_state: 'stopped',
      streamer_version: version,
    }));
  const meta = {
    ...metaOf(instance),
    channel: target.channel.uuid,
    events: target.event ? [target.event.uuid] : [],
    preview: livePlaylistPath(target.channel.uuid),
  };
  await writeInstance(services, instance, { meta, streamer_state: 'running' });
  parts.world.invalidate();
};

/** `transcoder stop`: unbinds the instance at once (it stays in the pool as a free transcoder). */
export const stopTranscoder = async (
  parts: SimulationParts,
  instanceId: number | undefined,
  channelUuid: string | undefined,
  eventUuid: string | undefined,
): Promise<Reply> => {
  const world = await parts.world.read(parts.now());
  let facts: InstanceFacts | undefined;
  if (instanceId !== undefined) {
    facts = world.instancesById.get(instanceId);
    if (!facts) return refuse(reasons.notFound, { detail: 'instance' });
  } else {
    const target = await resolve(parts, channelUuid, eventUuid);
    if (!isTarget(target)) return target;
    if (parts.jobs.has(target.key)) {
      parts.jobs.cancel(target.key);
      return ok({ message: 'Transcoder start cancelled' });
    }
    facts = world.instances.find((candidate) => boundTo(candidate, target));
  }
  if (!facts || !facts.transcoder || (!facts.channel && facts.events.length === 0)) return refuse('not_running');
  const document = await parts.services.store.documents.instances.get(facts.id);
  if (!document) return refuse(reasons.notFound, { detail: 'instance' });
  const { channel: _channel, events: _events, preview: _preview, ...meta } = metaOf(document);
  await writeInstance(parts.services, document, { meta, streamer_state: 'stopped' });
  parts.world.invalidate();
  return ok({ message: 'Transcoder stopped' });
};
