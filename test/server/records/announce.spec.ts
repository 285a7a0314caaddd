import { expect } from 'chai';
import type { Actor } from '../../../server/auth/actor';
import { announceChange, announceRemoval } from '../../../server/records/announce';
import type { EntityKind, Presented } from '../../../server/records/entity-kind';
import { LocalBus } from '../../../server/protocol/cluster-bus';
import { PubSub } from '../../../server/protocol/pubsub';
import type { Services } from '../../../server/services';
import { toWire, type StoredDocument } from '../../../server/storage/document-repository';

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
const item = (list: number, secret: boolean): Presented => {
  const document: StoredDocument = {
    id: 5,
    uuid: 'u',
    state: 'active',
    insertedAt: new Date(0),
    updatedAt: new Date(0),
    version: 1,
    body: { list, secret },
  };
  return { document, wire: toWire(document) };
};
// Items live on the topic of their list; secret ones only developers see; updates come as `changed {thing}`.
const kind: EntityKind = {
  kind: 'cms_list_data',
  targets: (document) => [
    {
      topic: `things:${String(document.body.list)}`,
      updateEvent: 'changed',
      update: (wire) => ({ thing: wire.id }),
      deleteEvent: 'gone',
      remove: (wire) => ({ id: wire.id }),
    },
  ],
  visible: (who, document) => document.body.secret !== true || who.type === 'developer',
};

describe('server/records/announce: per-subscriber frames on the topics carrying an item', () => {
  const listen = (topics: readonly string[]): { services: Services; frames: Record<string, unknown[][]> } => {
    const pubsub = new PubSub();
    const frames: Record<string, unknown[][]> = { developer: [], user: [] };
    for (const topic of topics) {
      for (const type of ['developer', 'user'] as const)
        pubsub.subscribe(topic, {
          actor: () => actor(type),
          deliver: (text) => frames[type]?.push(JSON.parse(text) as unknown[]),
        });
    }
    return { services: { pubsub, cluster: new LocalBus() } as unknown as Services, frames };
  };
  const summary = (frames: unknown[][] | undefined): string[] =>
    (frames ?? []).map((frame) => `${String(frame[2])} ${String(frame[3])} ${JSON.stringify(frame[4])}`);

  it('an item moved to another list is removed from the old topic and updated on the new one', () => {
    const { services, frames } = listen(['things:1', 'things:2']);
    announceChange(kind, services, item(1, false), item(2, false));
    expect(summary(frames.user)).to.deep.equal(['things:2 changed {"thing":5}', 'things:1 gone {"id":5}']);
  });

  it('an item that becomes invisible to a subscriber is removed for that subscriber only; nobody hears of what they never saw', () => {
    const { services, frames } = listen(['things:1']);
    announceChange(kind, services, item(1, false), item(1, true));
    expect(summary(frames.developer)).to.deep.equal(['things:1 changed {"thing":5}']);
    expect(summary(frames.user)).to.deep.equal(['things:1 gone {"id":5}']);
    announceRemoval(kind, services, item(1, true));
    expect(summary(frames.user)).to.have.length(1);
  });
});
