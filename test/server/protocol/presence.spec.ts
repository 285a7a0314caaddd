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
    // A heartbeat replaces what was known of the process.
    presence.remoteSnapshot('p2', { 'editing:groups:2': { '9': [meta] } });
    expect(Object.keys(presence.state('editing:groups:1'))).to.deep.equal(['7']);
    const left: [string, unknown][] = [];
    presence.forgetProcess('p2', (topic, leaves) => left.push([topic, leaves]));
    expect(left).to.deep.equal([['editing:groups:2', { '9': { metas: [meta] } }]]);
    expect(presence.state('editing:groups:2')).to.deep.equal({});
    // Its own tracks are what it tells the others.
    expect(Object.keys(presence.snapshot())).to.deep.equal(['editing:groups:1']);
  });
});
