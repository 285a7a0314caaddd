import { expect } from 'chai';
import type { Actor } from '../../../server/auth/actor';
import { LocalBus } from '../../../server/protocol/cluster-bus';
import { PubSub } from '../../../server/protocol/pubsub';
import type { Services } from '../../../server/services';
import { announceChange, announceRemoval } from '../../../server/records/announce';
import { dataListTargets, type EntityKind, type Presented } from '../../../server/records/entity-kind';
import { toWire, type StoredDocument, withoutReserved } from '../../../server/storage/document-repository';

const actor = (type: Actor['type']): Actor => ({
  accountId: 1,
  email: `${type}@x`,
  type,
  groups: [],
  productions: false,
  productionRoles: {},
  sessionId: 1,
  token: 't',
});
const document = (secret: boolean): StoredDocument => ({
  id: 5,
  uuid: 'u',
  state: 'active',
  insertedAt: new Date(0),
  updatedAt: new Date(0),
  version: 1,
  body: { name: 'n', secret },
});
const presented = (secret: boolean): Presented => ({ document: document(secret), wire: toWire(document(secret)) });
// Only admins see secret items.
const kind: EntityKind = {
  kind: 'settings',
  targets: dataListTargets('things'),
  visible: (who, doc) => doc.body.secret !== true || who.type === 'admin',
};

describe('server/records/entity-kind dataListTargets: per-subscriber update {data} and delete {data}', () => {
  const listen = (): { services: Services; frames: Record<string, unknown[][]> } => {
    const pubsub = new PubSub();
    const frames: Record<string, unknown[][]> = { admin: [], user: [] };
    for (const type of ['admin', 'user'] as const)
      pubsub.subscribe('things:all', {
        actor: () => actor(type),
        deliver: (text) => frames[type]?.push(JSON.parse(text) as unknown[]),
      });
    return { services: { pubsub, cluster: new LocalBus() } as unknown as Services, frames };
  };

  it('sends update to whoever sees the item and delete to whoever saw it and no longer does', () => {
    const { services, frames } = listen();
    announceChange(kind, services, presented(false), presented(true));
    expect(frames.admin?.map((frame) => frame[3])).to.deep.equal(['update']);
    expect(frames.user?.map((frame) => frame[3])).to.deep.equal(['delete']);
  });

  it('tells nobody about an item they never saw', () => {
    const { services, frames } = listen();
    announceChange(kind, services, undefined, presented(true));
    announceRemoval(kind, services, presented(true));
    expect(frames.user).to.deep.equal([]);
    expect(frames.admin?.map((frame) => frame[3])).to.deep.equal(['update', 'delete']);
  });

  it('strips the columns the server owns from a saved item', () => {
    expect(
      withoutReserved({ id: 1, uuid: 'x', state: 'active', inserted_at: 'a', updated_at: 'b', name: 'kept' }),
    ).to.deep.equal({ name: 'kept' });
  });
});
