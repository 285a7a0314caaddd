import { can, isAdministrator } from '../../src/domain/rights';
import { creatableChannelTypes } from '../../src/domain/channels';
import {
  ChannelCodec,
  ChannelGroupCodec,
  ChannelSaveCodec,
  ConfigurationPreviewRequestCodec,
  type ChannelSave,
  type ConfigurationPreviewRequest,
} from '../../src/infrastructure/wire/channels';
import { announceChange, announceChanges } from '../records/announce';
import { uniqueMembers } from '../records/channel-memberships';
import { configurationPreview, membershipApplies, type TemplateLayer } from '../records/configuration-preview';
import { viewFor } from '../records/entity-kind';
import { chooseUuid, isReply } from './content-topics';
import { isStale, staleRefusal, writeOrStale } from '../records/stale';
import { missingReferences, rowsById, writeItemIn } from '../records/write-item';
import { ok, reasons, refuse, type Reply } from '../protocol/reply';
import { type StoredDocument, withoutReserved } from '../storage/document-repository';
import { decodeStoredOne } from '../storage/stored-codec';
import { channelGroupsKind } from './channel-groups';
import { applyMemberships, keepPreviousMemberships } from './channel-memberships-write';
import { channelsKind } from './channels-kind';
import { invalid } from './entity-save';
import { pushWith, type PushHandler, type TopicContext } from './topic-handler';

const saveChannel = async (
  context: TopicContext,
  { channel, channel_groups, version }: ChannelSave,
  existing: StoredDocument | undefined,
): Promise<Reply> => {
  const { actor, services } = context;
  // The base version (one-truth.md): refused before anything else when the channel changed since.
  const base = existing ? version : undefined;
  if (existing && isStale(base, existing)) return staleRefusal(channelsKind, services, actor, existing);
  // Read typed; the write below keeps the stored document's own fields.
  const stored = decodeStoredOne(ChannelCodec, existing, (message) => services.log.error(message), 'channel');
  if (existing && !stored) return refuse(reasons.notFound);
  const administrator = isAdministrator(actor.type);
  // "Non-admins can only create channels of type input" (spec 2 §6); "Editing outputs is for admins only" (spec 3 §2.3).
  if (!creatableChannelTypes(administrator).includes(channel.type) || (!administrator && stored?.type === 'output')) {
    return refuse(reasons.unauthorized, { detail: 'output_channel' });
  }
  // "The developer privilege sees the 'Is admin channel' flag" (spec 2 §6): only developers change it.
  if (
    !can('development', actor) &&
    (channel.meta.is_admin_channel ?? false) !== (stored?.meta.is_admin_channel ?? false)
  ) {
    return refuse(reasons.unauthorized, { detail: 'is_admin_channel' });
  }
  const name = channel.name.trim();
  if (name === '' || name.length > 200)
    return invalid('channel.name', 'a stream name of 1 to 200 characters', channel.name);
  const repository = services.store.documents.channels;
  const [sameName] = await repository.list(`body->>'name' = $1`, [name]);
  if (sameName && sameName.id !== existing?.id)
    return invalid('channel.name', 'a stream name no other channel has', name);
  // Access groups and templates are administrator fields (spec 2 §6): other saves leave the memberships as they are.
  const memberships = administrator ? uniqueMembers(channel_groups) : undefined;
  if (memberships) {
    const errors = await missingReferences(
      services.store.documents.channel_groups,
      memberships.map((entry) => entry.id),
      (index) => `channel_groups.${index}.id`,
      'channel group',
    );
    if (errors.length > 0) return refuse(reasons.invalid, { errors });
  }
  const body = { ...existing?.body, ...withoutReserved(channel), name };
  const uuid = existing ? undefined : await chooseUuid(repository, channel.uuid);
  const write = {
    existing,
    body,
    state: channel.state,
    uuid,
    changedBy: actor.accountId,
    expectedVersion: base,
    configurationSave: true,
  } as const;
  const outcome = await writeOrStale(channelsKind, services, actor, () =>
    services.store.db.write(async (tx) => {
      const item = await writeItemIn(channelsKind, services, tx, write);
      if (!memberships) return { written: item, groups: [] };
      const channel = item.after.document;
      const applied = await applyMemberships(services, tx, channel.id, memberships, actor.accountId);
      // The save is kept for undo (an existing channel): with the memberships it replaced, when it changed them.
      if (existing) await keepPreviousMemberships(services, tx, channel, applied);
      return { written: item, groups: applied.groups };
    }),
  );
  if (isReply(outcome)) return outcome;
  const { written, groups } = outcome;
  announceChange(channelsKind, services, written.before, written.after);
  announceChanges(channelGroupsKind, services, groups);
  return ok({ data: viewFor(channelsKind, actor, written.after) });
};

/** Nothing is stored: the preview of the form's configuration under the active templates it names (spec 2 §7). */
const previewConfiguration = async (
  context: TopicContext,
  { configuration, channel_groups }: ConfigurationPreviewRequest,
): Promise<Reply> => {
  const now = Math.floor(context.services.clock() / 1000);
  const memberships = uniqueMembers(channel_groups).filter((membership) => membershipApplies(membership, now));
  const groups = await rowsById(
    context.services.store.documents.channel_groups,
    memberships.map((membership) => membership.id),
  );
  const report = (message: string): void => context.services.log.error(message);
  const templates = memberships.flatMap((membership): TemplateLayer[] => {
    const group = decodeStoredOne(ChannelGroupCodec, groups.get(membership.id), report, 'channel group');
    if (!group || group.type !== 'template' || group.state !== 'active') return [];
    return [{ id: group.id, weight: group.meta.weight, configuration: group.meta.configuration }];
  });
  return ok({ data: configurationPreview(configuration, templates) });
};

/** save and get_configuration on channels:{uuid} (keyed) and channels:create. */
export const channelEditorPushes = (keyed: boolean): Readonly<Record<string, PushHandler>> => ({
  save: pushWith(ChannelSaveCodec, async (context, payload) => {
    if (!keyed) return saveChannel(context, payload, undefined);
    const existing = await context.services.store.documents.channels.find(context.params.uuid ?? '');
    return existing ? saveChannel(context, payload, existing) : refuse(reasons.notFound);
  }),
  get_configuration: pushWith(ConfigurationPreviewRequestCodec, previewConfiguration),
});
