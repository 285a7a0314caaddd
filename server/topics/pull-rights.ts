import type { InstanceCommand } from '../../src/domain/instances';
import { reasons, refuse, type Reply } from '../protocol/reply';
import type { World } from '../simulation/world';

// Who starts and stops a pull (docs/protocol.md). Spec 1 §4 names the action without a role; spec 1 §6 keeps
// the instance info card for administrators. A pull feeds an input channel the way an input channel's
// transcoder does, which every operator may start, so operators may pull too — but only what the channel's
// administrator configured: the media server pulls the channel's own pull_url under its stream name, nothing
// else, so an operator cannot bring an arbitrary source on air.

const refused = (detail: string): Reply => refuse(reasons.unauthorized, { detail });

/** Why a non-administrator's instance command is refused, or undefined when it is a configured pull. */
export const operatorPullRefusal = (world: World, command: InstanceCommand): Reply | undefined => {
  if (command.type !== 'mediamtx_add_update_pull' && command.type !== 'mediamtx_remove_pull')
    return refused('instance_command');
  const channel = world.channels.find((candidate) => candidate.name === command.channel && candidate.active);
  if (!channel?.pullUrl) return refused('pull_not_configured');
  if (command.type === 'mediamtx_add_update_pull' && command.url !== channel.pullUrl) return refused('pull_url');
  return undefined;
};
