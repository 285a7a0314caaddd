import { instanceSecretsView, withoutInstanceToken } from '../auth/secrets';
import type { EntityKind } from './entity-kind';

/** Instances, carried on instances:all as `update {instance}` and `delete {id}`. */
export const instancesKind: EntityKind<'instances'> = {
  kind: 'instances',
  // The token is a secret of administrators (server/auth/secrets.ts): everyone else gets it as ''.
  view: (wire, actor) => (instanceSecretsView(actor) === 'administrator' ? wire : withoutInstanceToken(wire)),
  viewKey: instanceSecretsView,
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
