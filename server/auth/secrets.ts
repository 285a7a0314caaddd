import type { InstanceStatus } from '../../src/domain/instances';
import { can } from '../../src/domain/rights';
import type { Actor } from './actor';

/** Which view of instance data an actor gets: broadcasts encode one frame per view, not per subscriber. */
export const instanceSecretsView = (actor: Actor): 'administrator' | 'console' =>
  can('administration', actor) ? 'administrator' : 'console';

/**
 * An instance as a console user who is not an administrator receives it: the token is withheld as '' (the
 * catalogue's instance codec requires the field; '' is what a save sends to keep the stored token).
 */
export const withoutInstanceToken = <W extends Readonly<Record<string, unknown>>>(wire: W): W =>
  'token' in wire ? { ...wire, token: '' } : wire;

/** An instance status without the host's SSH password (the field is optional in the catalogue). */
export const withoutSshPassword = (status: InstanceStatus): InstanceStatus => {
  if (status.host?.ssh_password === undefined) return status;
  const { ssh_password: _withheld, ...host } = status.host;
  return { ...status, host };
};

/** The status frame as this actor may receive it. */
export const instanceStatusFor = (actor: Actor, status: InstanceStatus): InstanceStatus =>
  instanceSecretsView(actor) === 'administrator' ? status : withoutSshPassword(status);
