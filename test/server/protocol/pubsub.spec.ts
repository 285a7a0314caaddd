import { expect } from 'chai';
import type { Actor } from '../../../server/auth/actor';
import { PubSub } from '../../../server/protocol/pubsub';

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

describe('server/protocol/pubsub', () => {
  it('broadcasts one encoded frame with ref and join_ref null to every subscriber of the topic', () => {
    const pubsub = new PubSub();
    const seen: string[] = [];
    pubsub.subscribe('a:all', { actor: () => actor('user'), deliver: (text) => seen.push(`1 ${text}`) });
    pubsub.subscribe('a:all', { actor: () => actor('user'), deliver: (text) => seen.push(`2 ${text}`) });
    pubsub.subscribe('b:all', { actor: () => actor('user'), deliver: (text) => seen.push(`3 ${text}`) });
    pubsub.broadcast('a:all', 'update', { data: 1 });
    expect(seen).to.deep.equal([
      '1 [null,null,"a:all","update",{"data":1}]',
      '2 [null,null,"a:all","update",{"data":1}]',
    ]);
  });

  it('sends per-subscriber payloads and skips those that get undefined', () => {
    const pubsub = new PubSub();
    const seen: string[] = [];
    pubsub.subscribe('t', { actor: () => actor('admin'), deliver: (text) => seen.push(text) });
    pubsub.subscribe('t', { actor: () => actor('user'), deliver: (text) => seen.push(text) });
    pubsub.broadcastEach('t', 'update', (who) => (who.type === 'admin' ? { data: 'secret' } : undefined));
    expect(seen).to.deep.equal(['[null,null,"t","update",{"data":"secret"}]']);
  });

  it('forgets a topic when its last subscriber leaves', () => {
    const pubsub = new PubSub();
    const leave = pubsub.subscribe('t', { actor: () => undefined, deliver: () => undefined });
    expect(pubsub.subscriberCount('t')).to.equal(1);
    leave();
    expect(pubsub.subscriberCount('t')).to.equal(0);
  });
});
