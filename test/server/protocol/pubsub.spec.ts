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
    pubsub.broadcastViews(
      't',
      'update',
      (who) => who.type,
      (who) => (who.type === 'admin' ? { data: 'secret' } : undefined),
    );
    expect(seen).to.deep.equal(['[null,null,"t","update",{"data":"secret"}]']);
  });

  it('forgets a topic when its last subscriber leaves', () => {
    const pubsub = new PubSub();
    const leave = pubsub.subscribe('t', { actor: () => undefined, deliver: () => undefined });
    expect(pubsub.subscriberCount('t')).to.equal(1);
    leave();
    expect(pubsub.subscriberCount('t')).to.equal(0);
  });

  it('a scoped topic gives console accounts the whole broadcast and crew their share, one narrowing per share', () => {
    const pubsub = new PubSub();
    const seen: string[] = [];
    const crew = (channel: string): Actor => ({ ...actor('cloudrec'), productionRoles: { [channel]: ['director'] } });
    let narrowed = 0;
    pubsub.scope('control', {
      viewOf: (who) => (who.type === 'cloudrec' ? Object.keys(who.productionRoles).join(',') : undefined),
      narrow: (who, _event, payload) => {
        narrowed += 1;
        const all = payload as Record<string, unknown>;
        return Object.fromEntries(Object.entries(all).filter(([key]) => Object.hasOwn(who.productionRoles, key)));
      },
    });
    pubsub.subscribe('control', { actor: () => actor('user'), deliver: (text) => seen.push(`user ${text}`) });
    pubsub.subscribe('control', { actor: () => crew('c1'), deliver: (text) => seen.push(`c1 ${text}`) });
    pubsub.subscribe('control', { actor: () => crew('c1'), deliver: (text) => seen.push(`c1 ${text}`) });
    pubsub.subscribe('control', { actor: () => crew('c2'), deliver: (text) => seen.push(`c2 ${text}`) });
    pubsub.subscribe('control', { actor: () => undefined, deliver: (text) => seen.push(`nobody ${text}`) });
    pubsub.broadcast('control', 'channels', { c1: 1, c2: 2, c3: 3 });
    expect(seen).to.deep.equal([
      'user [null,null,"control","channels",{"c1":1,"c2":2,"c3":3}]',
      'c1 [null,null,"control","channels",{"c1":1}]',
      'c1 [null,null,"control","channels",{"c1":1}]',
      'c2 [null,null,"control","channels",{"c2":2}]',
    ]);
    expect(narrowed).to.equal(2);
  });
});
