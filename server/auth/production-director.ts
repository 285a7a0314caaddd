import type { InstanceCommand } from '../../src/domain/instances';
import { InstanceCodec } from '../../src/infrastructure/wire/instances';
import type { Store } from '../storage/store';
import { decodeStoredOne, type UndecodableReport } from '../storage/stored-codec';
import { isAdministrator, productionRightsOn } from '../../src/domain/rights';
import type { Actor } from './actor';

/** The instance commands a production director may send: the streamer of a channel they direct (spec 3 §6). */
const directorCommands: ReadonlySet<string> = new Set(['start_streamer', 'stop_streamer']);

/**
 * Whether the actor may send this control `instance` command. Administrators send any (spec 1 §2.7). A
 * non-administrator may start or stop the streamer of an instance whose channel they hold the director role on,
 * in an active group flagged productions (meta.production_roles; docs/protocol/webrtc.md "Who starts a
 * streamer"). Everything else is refused, as is an instance whose stored document does not decode (it is reported).
 */
export const mayCommandInstance = async (
  store: Store,
  report: UndecodableReport,
  actor: Actor,
  command: InstanceCommand,
): Promise<boolean> => {
  if (isAdministrator(actor.type)) return true;
  if (!directorCommands.has(command.type)) return false;
  const stored = await store.documents.instances.get(command.instance);
  const channel = decodeStoredOne(InstanceCodec, stored, report, 'instance')?.meta.channel;
  if (channel === undefined || channel === '') return false;
  return productionRightsOn(actor, channel).startStopStreamer;
};
