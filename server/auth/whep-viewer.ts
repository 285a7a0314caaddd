import {
  isAdministrator,
  mayWatchWhepStream,
  productionRights,
  productionRolesOn,
  whepStreamKinds,
  type WhepStreamKind,
} from '../../src/domain/accounts';
import type { Group } from '../../src/domain/groups';
import type { Store } from '../storage/store';
import type { Actor } from './actor';

/** What a WHEP POST may do with a stream: watch it, not (403), or there is no such stream (404). */
export type WhepAccess = 'watch' | 'forbidden' | 'not_found';

interface StreamOutput {
  readonly channel: string;
  readonly kinds: readonly WhepStreamKind[];
}

/** Where a webrtc_name plays: each active channel's output of that name, with what the output is to a viewer. */
const outputsNamed = async (store: Store, stream: string): Promise<StreamOutput[]> => {
  const channels = await store.documents.channels.list("state = 'active'");
  return channels.flatMap((channel) => {
    const configuration = channel.body.configuration as { streamer?: { config?: { webrtc_outputs?: unknown } } };
    const outputs = configuration?.streamer?.config?.webrtc_outputs;
    if (!Array.isArray(outputs)) return [];
    return outputs.flatMap((output: { name?: unknown; webrtc_name?: unknown }, index) =>
      output?.webrtc_name === stream
        ? [{ channel: channel.uuid, kinds: whepStreamKinds(typeof output.name === 'string' ? output.name : '', index) }]
        : [],
    );
  });
};

/**
 * Who may watch a WHEP stream (spec 3 §6, docs/protocol/webrtc.md "Who may watch"): an administrator any; anyone
 * else one whose production roles on the channel — from the active groups of theirs flagged productions — give
 * the right the productions list opens that output with (src/domain/accounts/whep-access.ts).
 */
export const whepAccess = async (store: Store, actor: Actor, stream: string): Promise<WhepAccess> => {
  const outputs = await outputsNamed(store, stream);
  if (outputs.length === 0) return 'not_found';
  if (isAdministrator(actor.type)) return 'watch';
  if (!actor.productions) return 'forbidden';
  const documents = await store.documents.groups.list(`state = 'active' and uuid::text = any($1::text[])`, [
    [...actor.groups],
  ]);
  // Only what the rule reads, checked (a stored body is not decoded): the channels and production roles of the
  // account's groups flagged productions.
  const groups: Group[] = documents.flatMap((document) => {
    const body = document.body as { channels?: unknown; meta?: { productions?: unknown; production_roles?: unknown } };
    const roles = body.meta?.production_roles;
    if (body.meta?.productions !== true || !Array.isArray(body.channels) || typeof roles !== 'object' || !roles)
      return [];
    const channels = body.channels.filter((channel): channel is string => typeof channel === 'string');
    const productionRoles = Object.fromEntries(
      Object.entries(roles).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return [
      {
        id: document.id,
        uuid: document.uuid,
        channels,
        meta: { productions: true, production_roles: productionRoles },
      },
    ];
  });
  return outputs.some(({ channel, kinds }) =>
    mayWatchWhepStream(kinds, productionRights(productionRolesOn(channel, actor.accountId, groups), false)),
  )
    ? 'watch'
    : 'forbidden';
};
