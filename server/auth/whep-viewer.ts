import {
  isAdministrator,
  mayWatchWhepStream,
  productionRightsOn,
  whepStreamKinds,
  type WhepStreamKind,
} from '../../src/domain/rights';
import { ChannelCodec } from '../../src/infrastructure/wire/channels';
import type { Store } from '../storage/store';
import { decodeStored, type UndecodableReport } from '../storage/stored-codec';
import type { Actor } from './actor';

/** What a WHEP POST may do with a stream: watch it, not (403), or there is no such stream (404). */
export type WhepAccess = 'watch' | 'forbidden' | 'not_found';

interface StreamOutput {
  readonly channel: string;
  readonly kinds: readonly WhepStreamKind[];
}

/**
 * Where a webrtc_name plays: each active channel's output of that name, with what the output is to a viewer. A
 * channel that does not decode is reported and plays nothing.
 */
const outputsNamed = async (store: Store, report: UndecodableReport, stream: string): Promise<StreamOutput[]> => {
  const stored = await store.documents.channels.list("state = 'active'");
  return decodeStored(ChannelCodec, stored, report, 'channel').flatMap((channel) =>
    (channel.configuration?.streamer?.config?.webrtc_outputs ?? []).flatMap((output, index) =>
      output.webrtc_name === stream ? [{ channel: channel.uuid, kinds: whepStreamKinds(output.name, index) }] : [],
    ),
  );
};

/**
 * Who may watch a WHEP stream (spec 3 §6, docs/protocol/webrtc.md "Who may watch"): an administrator any; anyone
 * else one whose production roles on the channel — from the active groups of theirs flagged productions — give
 * the right the productions list opens that output with (src/domain/rights/whep-rights.ts).
 */
export const whepAccess = async (
  store: Store,
  report: UndecodableReport,
  actor: Actor,
  stream: string,
): Promise<WhepAccess> => {
  const outputs = await outputsNamed(store, report, stream);
  if (outputs.length === 0) return 'not_found';
  if (isAdministrator(actor.type)) return 'watch';
  return outputs.some(({ channel, kinds }) => mayWatchWhepStream(kinds, productionRightsOn(actor, channel)))
    ? 'watch'
    : 'forbidden';
};
