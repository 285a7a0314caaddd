import { expect } from 'chai';
import { PresenceTracker } from '../../../server/protocol/presence';
import { PubSub } from '../../../server/protocol/pubsub';

describe('server/protocol/presence: presence_state and presence_diff', () => {
  it('tracks metas per key, broadcasts joins and leaves, and drops a key with no metas left', () => {
    const pubsub = new PubSub();
    const frames: unknown[] = [];
    pubsub.subscribe('profile:t', { actor: () => undefined, deliver: (text) => frames.push(JSON.parse(text)) });
    const presence = new PresenceTracker(pubsub);
    const untrackFirst = presence.track('profile:t', '7', { online_at: '100' });
    presence.track('profile:t', '7', { online_at: '101' });
    expect(presence.state('profile:t')['7']?.metas.map((meta) => meta.online_at)).to.deep.equal(['100', '101']);
    untrackFirst();
    untrackFirst();
    expect(presence.state('profile:t')['7']?.metas).to.have.length(1);
    const diffs = frames.map((frame) => (frame as unknown[])[4] as { joins: object; leaves: object });
    expect(diffs.map((diff) => [Object.keys(diff.joins), Object.keys(diff.leaves)])).to.deep.equal([
      [['7'], []],
      [['7'], []],
      [[], ['7']],
    ]);
  });

  it("keeps other processes' tracks beside its own in presence_state, and forgets a process whole", () => {
    const presence = new PresenceTracker(new PubSub());
    presence.track('editing:groups:1', '7', { name: 'Here' });
    const meta = { phx_ref: 'r1', name: 'There' };
    presence.remoteChange('p2', { type: 'track', topic: 'editing:groups:1', key: '9', meta });
    presence.remoteChange('p2', { type: 'track', topic: 'editing:groups:1', key: '9', meta: { phx_ref: 'r2' } });
    presence.remoteChange('p2', { type: 'untrack', topic: 'editing:groups:1', key: '9', ref: 'r2' });
    expect(Object.keys(presence.state('editing:groups:1')).sort()).to.deep.equal(['7', '9']);
    expect(presence.state('editing:groups:1')['9']?.metas).to.deep.equal([meta]);
    // A snapshot replaces what was known of the process.
    presence.remoteSnapshot('p2', { 'editing:groups:2': { '9': [meta] } });
    expect(Object.keys(presence.state('editing:groups:1'))).to.deep.equal(['7']);
    presence.forgetProcess('p2');
    expect(presence.state('editing:groups:2')).to.deep.equal({});
    // Its own tracks are what it tells the others.
    expect(Object.keys(presence.snapshot())).to.deep.equal(['editing:groups:1']);
  });

  it("tells this process's consoles every difference of what it knows of another process, and nothing twice", () => {
    const pubsub = new PubSub();
    const diffs: { topic: string; joins: Record<string, { metas: { phx_ref: string }[] }>; leaves: object }[] = [];
    for (const topic of ['editing:groups:1', 'editing:groups:2'])
      pubsub.subscribe(topic, {
        actor: () => undefined,
        deliver: (text) => {
          const [, , , event, payload] = JSON.parse(text) as [null, null, string, string, object];
          if (event === 'presence_diff') diffs.push({ topic, ...(payload as Omit<(typeof diffs)[0], 'topic'>) });
        },
      });
    const presence = new PresenceTracker(pubsub);
    const anna = { phx_ref: 'a1', name: 'Anna' };
    const ben = { phx_ref: 'b1', name: 'Ben' };
    presence.remoteChange('p2', { type: 'track', topic: 'editing:groups:1', key: '3', meta: anna });
    // The same track again (a snapshot that crossed it) and an untrack of what was never known say nothing.
    presence.remoteChange('p2', { type: 'track', topic: 'editing:groups:1', key: '3', meta: anna });
    presence.remoteChange('p2', { type: 'untrack', topic: 'editing:groups:1', key: '4', ref: 'x' });
    expect(diffs).to.deep.equal([{ topic: 'editing:groups:1', joins: { '3': { metas: [anna] } }, leaves: {} }]);
    // A snapshot that matches what is known says nothing; one that differs says the difference.
    presence.remoteSnapshot('p2', { 'editing:groups:1': { '3': [anna] } });
    expect(diffs).to.have.length(1);
    presence.remoteSnapshot('p2', { 'editing:groups:2': { '4': [ben] } });
    expect(diffs.slice(1)).to.deep.equal([
      { topic: 'editing:groups:2', joins: { '4': { metas: [ben] } }, leaves: {} },
      { topic: 'editing:groups:1', joins: {}, leaves: { '3': { metas: [anna] } } },
    ]);
    // Forgotten, then known again (a slow process back): a leave, then the join again.
    presence.forgetProcess('p2');
    presence.remoteSnapshot('p2', { 'editing:groups:2': { '4': [ben] } });
    expect(diffs.slice(3)).to.deep.equal([
      { topic: 'editing:groups:2', joins: {}, leaves: { '4': { metas: [ben] } } },
      { topic: 'editing:groups:2', joins: { '4': { metas: [ben] } }, leaves: {} },
    ]);
  });
});
