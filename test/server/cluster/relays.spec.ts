import { expect } from 'chai';
import type { Actor } from '../../../server/auth/actor';
import { RelayedPubSub } from '../../../server/cluster/relayed-pubsub';
import { installRelays, relayedProfiles, relayedSockets } from '../../../server/cluster/relays';
import type { ProfileNotifier, Services } from '../../../server/services';
import { announceChange } from '../../../server/records/announce';
import { toWire, type StoredDocument } from '../../../server/storage/document-repository';
import { settingsKind } from '../../../server/topics/settings';
import { memoryCluster } from './memory-bus';

const actor: Actor = {
  accountId: 1,
  email: 'root@x',
  type: 'root',
  groups: [],
  productions: false,
  productionRoles: {},
  sessionId: 1,
  token: 't',
};

/** One process: its pubsub with a root console on `topic`, and the frames that console received. */
const member = (bus: ReturnType<ReturnType<typeof memoryCluster>['bus']>, topic: string) => {
  const received: { topic: string; event: string }[] = [];
  const pubsub = new RelayedPubSub(bus, (from, event) => void received.push({ topic: from, event }));
  const frames: unknown[][] = [];
  pubsub.subscribe(topic, { actor: () => actor, deliver: (text) => void frames.push(JSON.parse(text) as unknown[]) });
  const services = { pubsub, cluster: bus } as unknown as Services;
  installRelays(services, bus);
  return { services, frames, received };
};

describe('server/cluster/relays', () => {
  it('re-announces a per-subscriber change on the other process with the same frames, dates included', async () => {
    const cluster = memoryCluster();
    const [a, b] = [cluster.bus(), cluster.bus()];
    const [here, there] = [member(a, 'settings:all'), member(b, 'settings:all')];
    const saved: StoredDocument = {
      id: 4,
      uuid: '6f0b2f9e-3c1e-4d7a-9a57-3c7f1e1e2a10',
      state: 'active',
      insertedAt: new Date('2026-11-24T10:00:00.000Z'),
      updatedAt: new Date('2026-11-24T11:00:00.000Z'),
      version: 1,
      body: { name: 'n', type: 'event_form', value: { fields: [] } },
    };
    announceChange(settingsKind, here.services, undefined, { document: saved, wire: toWire(saved) });
    await b.drained();
    expect(here.frames).to.have.length(1);
    expect(there.frames).to.deep.equal(here.frames);
  });

  it('relays plain broadcasts as frames, and tells the receiver what arrived (control snapshots)', async () => {
    const cluster = memoryCluster();
    const [a, b] = [cluster.bus(), cluster.bus()];
    const [here, there] = [member(a, 'control'), member(b, 'control')];
    here.services.pubsub.broadcast('control', 'timestamp', { timestamp: 5 });
    await b.drained();
    expect(there.frames).to.deep.equal(here.frames);
    expect(there.received).to.deep.equal([{ topic: 'control', event: 'timestamp' }]);
    expect(here.received).to.deep.equal([]);
  });

  it('ends a session’s sockets and pushes profile updates on every process', async () => {
    const cluster = memoryCluster();
    const [a, b] = [cluster.bus(), cluster.bus()];
    const ended: string[] = [];
    const changed: string[] = [];
    const profiles = (name: string): ProfileNotifier => ({
      add: () => () => undefined,
      changed: (accountId) => {
        changed.push(`${name} ${accountId}`);
        return Promise.resolve();
      },
    });
    const socketsA = relayedSockets({ disconnectSession: (id) => void ended.push(`a ${id}`) }, a);
    relayedSockets({ disconnectSession: (id) => void ended.push(`b ${id}`) }, b);
    const profilesA = relayedProfiles(profiles('a'), a);
    relayedProfiles(profiles('b'), b);
    socketsA.disconnectSession(12);
    profilesA.changed(3);
    await b.drained();
    expect(ended).to.deep.equal(['a 12', 'b 12']);
    expect(changed).to.deep.equal(['a 3', 'b 3']);
  });
});
