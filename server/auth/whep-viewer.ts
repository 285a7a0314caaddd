import {
  isAdministrator,
  mayWatchWhepStream,
  productionRightsOn,
  whepStreamKinds,
  type WhepStreamKind,
} from '../../src/domain/rights';
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
 * the right the productions list opens that output with (src/domain/rights/whep-rights.ts).
 */
export const whepAccess = async (store: Store, actor: Actor, stream: string): Promise<WhepAccess> => {
  const outputs = await outputsNamed(store, stream);
  if (outputs.length === 0) return 'not_found';
  if (isAdministrator(actor.type)) return 'watch';
  return outputs.some(({ channel, kinds }) => mayWatchWhepStream(kinds, productionRightsOn(actor, channel)))
    ? 'watch'
    : 'forbidden';
};
