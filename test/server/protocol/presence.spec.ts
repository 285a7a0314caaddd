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
});
