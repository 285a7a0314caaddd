import { instanceSecretsView, withoutInstanceToken } from '../auth/secrets';
import type { StoredValue } from '../storage/stored-kinds';
import type { EntityKind } from './entity-kind';

/**
 * What the streamer agent reports of itself — its state, the version it runs, how its last update went — is the
 * instance's live status, not its settings: the simulation writes it without a new version, and a save or an undo
 * of the instance leaves it as it is (docs/protocol/one-truth.md "Live status is not configuration").
 */
export const instanceLiveFields = ['streamer_state', 'streamer_version', 'streamer_update_info'] as const;

/** An instance's live status, as the simulation writes it. */
export type InstanceLive = Partial<Pick<StoredValue<'instances'>, (typeof instanceLiveFields)[number]>>;

/** Instances, carried on instances:all as `update {instance}` and `delete {id}`. */
export const instancesKind: EntityKind<'instances'> = {
  kind: 'instances',
  // The token is a secret of administrators (server/auth/secrets.ts): everyone else gets it as ''.
  view: (wire, actor) => (instanceSecretsView(actor) === 'administrator' ? wire : withoutInstanceToken(wire)),
  viewKey: instanceSecretsView,
  liveFields: instanceLiveFields,
  targets: () => [
    {
      topic: 'instances:all',
      updateEvent: 'update',
      update: (wire) => ({ instance: wire }),
      deleteEvent: 'delete',
      remove: (wire) => ({ id: wire.id }),
    },
  ],
};
