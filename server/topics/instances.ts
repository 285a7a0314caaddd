import { randomBytes } from 'node:crypto';
import type { InstanceMeta } from '../../src/domain/instances';
import {
  InstanceCodec,
  InstanceRemovalCodec,
  InstanceSaveCodec,
  type InstanceRemoval,
  type InstanceSave,
} from '../../src/infrastructure/wire/instances';
import { announceChange, announceRemoval } from '../records/announce';
import { presentOne, viewFor } from '../records/entity-kind';
import { instancesKind } from '../records/instances-kind';
import { contentEditorTopic, contentListTopic, createTopic, isReply } from './content-topics';
import { isStale, notRemoved, staleRefusal, writeItemOrStale } from '../records/stale';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import { type StoredDocument, withoutReserved } from '../storage/document-repository';
import { decodeStoredOne } from '../storage/stored-codec';
import { devicesKind } from './devices-kind';
import { dropInstanceFromDevices } from './devices-references';
import { invalid } from './entity-save';
import { pushWith, type PushHandler, type TopicContext, type TopicHandler } from './topic-handler';

const channelOf = (meta: InstanceMeta | undefined): string => meta?.channel ?? '';

const saveInstance = async (
  context: TopicContext,
  { instance, version }: InstanceSave,
  existing: StoredDocument | undefined,
): Promise<Reply> => {
  const { actor, services } = context;
  const base = existing ? version : undefined;
  if (existing && isStale(base, existing)) return staleRefusal(instancesKind, services, actor, existing);
  // Read typed; the write below keeps the stored document's own fields.
  const stored = decodeStoredOne(InstanceCodec, existing, (message) => services.log.error(message), 'instance');
  if (existing && !stored) return refuse(reasons.notFound);
  const title = instance.title.trim();
  if (title === '' || title.length > 200)
    return invalid('instance.title', 'a title of 1 to 200 characters', instance.title);
  const channel = channelOf(instance.meta);
  if (channel !== '' && !(await services.store.documents.channels.getByUuid(channel)))
    return invalid('instance.meta.channel', 'the uuid of an existing channel', channel);
  // A new instance without a token gets one (the streaming app authenticates with it); an empty token keeps the stored one.
  const token = instance.token.trim() || (stored?.token ?? randomBytes(16).toString('hex'));
  // "Changing the channel on an instance ... the old channel will be removed" (spec 3 §5): the instance moves, and
  // the events it served on the old channel no longer apply to it.
  const moved = stored !== undefined && channelOf(stored.meta) !== channel;
  const meta = moved ? { ...instance.meta, events: [] } : instance.meta;
  const body = { ...existing?.body, ...withoutReserved(instance), title, token, meta };
  const state = instance.state ?? existing?.state ?? 'active';
  const write = {
    existing,
    body,
    state,
    changedBy: actor.accountId,
    expectedVersion: base,
    configurationSave: true,
  } as const;
  const written = await writeItemOrStale(instancesKind, services, actor, write);
  if (isReply(written)) return written;
  announceChange(instancesKind, services, written.before, written.after);
  return ok({ data: viewFor(instancesKind, actor, written.after) });
};

/** Root or developer remove an instance (spec 2 §6); devices stop listing it. */
const removeInstance = async (
  context: TopicContext,
  { instance_id: instanceId, version }: InstanceRemoval,
): Promise<Reply> => {
  const { services, actor } = context;
  const existing = await services.store.documents.instances.find(context.params.id ?? '');
  if (!existing) return refuse(reasons.notFound);
  if (existing.id !== instanceId)
    return invalid('instance_id', `the instance of this topic (${existing.id})`, instanceId);
  if (isStale(version, existing)) return staleRefusal(instancesKind, services, actor, existing);
  const outcome = await services.store.db.write(async (tx) => {
    // Conditional on the base version in the same statement (one-truth.md); nothing else changes when it fails.
    const removed = await services.store.documents.instances.remove(tx, existing.id, version);
    if (!removed) return undefined;
    const devices = await dropInstanceFromDevices(services, tx, existing.id);
    return { removed: await presentOne(instancesKind, services, tx, removed), devices };
  });
  if (!outcome) return notRemoved(instancesKind, services, actor, existing.id);
  announceRemoval(instancesKind, services, outcome.removed);
  for (const device of outcome.devices) announceChange(devicesKind, services, device.before, device.after);
  return ok({ message: 'Instance was removed' });
};

const savePush = (keyed: boolean): PushHandler =>
  pushWith(InstanceSaveCodec, async (context, payload) => {
    if (!keyed) return saveInstance(context, payload, undefined);
    const existing = await context.services.store.documents.instances.find(context.params.id ?? '');
    return existing ? saveInstance(context, payload, existing) : refuse(reasons.notFound);
  });

/**
 * instances:{id}: init {instance}; save, delete. The external-device commands of the catalogue (change-route,
 * change-setting, reset-device) sit on this topic too; the live side supplies them as `extraPushes`.
 */
export const instanceTopic = (extraPushes: Readonly<Record<string, PushHandler>> = {}): TopicHandler =>
  contentEditorTopic({
    pattern: 'instances:{id}',
    doc: 'One instance: init {instance}; save {instance}; delete {instance_id} (root, developer).',
    kind: instancesKind,
    key: (context) => context.params.id ?? '',
    init: (item) => ({ instance: item }),
    pushes: {
      ...extraPushes,
      save: savePush(true),
      delete: pushWith(InstanceRemovalCodec, (context, payload) => removeInstance(context, payload)),
    },
  });

/** instances:all and instances:create (instances:{id} comes from instanceTopic). */
export const instanceListTopics: readonly TopicHandler[] = [
  contentListTopic({
    pattern: 'instances:all',
    doc: 'Every instance: init {instances}, update {instance}, delete {id}.',
    kind: instancesKind,
    load: (context) => context.services.store.documents.instances.list(),
    init: (items) => ({ instances: items }),
  }),
  createTopic('instances:create', 'A new instance: save {instance}.', { save: savePush(false) }),
];
