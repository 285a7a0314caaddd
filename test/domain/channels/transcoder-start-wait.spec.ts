import { expect } from 'chai';
import { isTranscoderStartAwaited, transcoderStartWaitMs, transcoderTarget } from '../../../src/domain/channels';
import type { JournalItem, JournalState } from '../../../src/domain/journal';

const item = (
  id: string,
  name: string,
  target: string,
  status: JournalItem['status'],
  settledAt?: number,
): JournalItem => ({
  id,
  account: 'a@demo.local',
  name,
  args: {},
  target,
  issuedAt: 0,
  status,
  ...(settledAt !== undefined ? { settledAt } : {}),
});
const journal = (...items: JournalItem[]): JournalState => ({
  byId: Object.fromEntries(items.map((entry) => [entry.id, entry])),
  order: items.map((entry) => entry.id),
});

describe('transcoder start wait (spec 2 §4 "an input channel\'s transcoder starts at most once at a time")', () => {
  const target = transcoderTarget('input', 'in-1', 'ev-1');

  it('targets the channel for an input channel and the event for an output channel', () => {
    expect(target).to.equal('channel:in-1');
    expect(transcoderTarget('output', 'out-1', 'ev-1')).to.equal('event:ev-1');
  });

  it('awaits a start while its reply is pending and for 60 s after an ok reply', () => {
    expect(isTranscoderStartAwaited(journal(item('1', 'transcoder.start', target, 'pending')), target, 1000)).to.equal(
      true,
    );
    const accepted = journal(item('1', 'transcoder.start', target, 'ok', 1000));
    expect(isTranscoderStartAwaited(accepted, target, 1000 + transcoderStartWaitMs - 1)).to.equal(true);
    expect(isTranscoderStartAwaited(accepted, target, 1000 + transcoderStartWaitMs)).to.equal(false);
  });

  it('does not await a refused start, a start followed by a stop, or another target', () => {
    expect(
      isTranscoderStartAwaited(journal(item('1', 'transcoder.start', target, 'error', 1000)), target, 1000),
    ).to.equal(false);
    expect(
      isTranscoderStartAwaited(
        journal(item('1', 'transcoder.start', target, 'ok', 1000), item('2', 'transcoder.stop', target, 'ok', 1500)),
        target,
        2000,
      ),
    ).to.equal(false);
    expect(
      isTranscoderStartAwaited(journal(item('1', 'transcoder.start', 'channel:other', 'pending')), target, 1000),
    ).to.equal(false);
  });
});
