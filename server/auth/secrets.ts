import type { InstanceStatus } from '../../src/domain/instances';
import { administratorTypes, isAdministrator, type AccountType } from './account-types';
import type { Actor } from './actor';

/**
 * The secret list (docs/protocol.md "Security"): fields of server frames that only some account types may
 * receive, and who. The console hides them from everyone else; the server does not send them at all
 * (test/integration/secrets.spec.ts joins every topic as each account type and fails on any of them).
 */
export const secretFields: Readonly<Record<string, readonly AccountType[]>> = {
  /** The instance host's SSH password: "show SSH password" is admin-only UI (spec 1 §6). */
  ssh_password: administratorTypes,
  /** The credential an instance's streaming app authenticates with: the Instance tab is admin-only (spec 2 §6). */
  token: administratorTypes,
  /** "The dev key is shown only to developers" (spec 3 §6). */
  dev_key: ['developer'],
  /** Write-only: no frame carries them to anyone. */
  password: [],
  password_confirm: [],
  own_password: [],
  old_password: [],
  new_password: [],
  confirm_password: [],
};

/** Which view of instance data an actor gets: broadcasts encode one frame per view, not per subscriber. */
export const instanceSecretsView = (actor: Actor): 'administrator' | 'console' =>
  isAdministrator(actor.type) ? 'administrator' : 'console';

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
