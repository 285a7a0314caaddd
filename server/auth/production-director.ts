import type { InstanceCommand } from '../../src/domain/instances';
import type { Store } from '../storage/store';
import { isAdministrator, productionRightsOn } from '../../src/domain/rights';
import type { Actor } from './actor';

/** The instance commands a production director may send: the streamer of a channel they direct (spec 3 §6). */
const directorCommands: ReadonlySet<string> = new Set(['start_streamer', 'stop_streamer']);

/**
 * Whether the actor may send this control `instance` command. Administrators send any (spec 1 §2.7). A
 * non-administrator may start or stop the streamer of an instance whose channel they hold the director role on,
 * in an active group flagged productions (meta.production_roles; docs/protocol/webrtc.md "Who starts a
 * streamer"). Everything else is refused.
 */
export const mayCommandInstance = async (store: Store, actor: Actor, command: InstanceCommand): Promise<boolean> => {
  if (isAdministrator(actor.type)) return true;
  if (!directorCommands.has(command.type)) return false;
  const instance = await store.documents.instances.get(command.instance);
  const channel = (instance?.body.meta as { channel?: unknown } | undefined)?.channel;
  if (typeof channel !== 'string' || channel === '') return false;
  return productionRightsOn(actor, channel).startStopStreamer;
};
