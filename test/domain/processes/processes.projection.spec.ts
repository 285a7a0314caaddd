import { expect } from 'chai';
import type { CommandSettled } from '../../../src/domain/journal';
import {
  processesProjection,
  processRetentionMs,
  type ClipRegenerationAsked,
  type Process,
  type ProcessesRestored,
  type ProcessRemoved,
} from '../../../src/domain/processes';
import { projectionSpec } from '../../support/projection-spec';

const day = 24 * 3600 * 1000;
const now = Date.parse('2026-11-12T12:00:00Z');

const settled = (id: string, outcome: CommandSettled['outcome']): CommandSettled => ({
  type: 'CommandSettled',
  id,
  outcome,
  latencyMs: 40,
  at: now + 40,
});
// The typed events the normalizer decodes from clips.regenerate, processes.remove and processes.restore.
const regenerate = (id: string, at = now): ClipRegenerationAsked => ({
  type: 'ClipRegenerationAsked',
  id,
  uuid: `clip-${id}`,
  eventUuid: 'ev-1',
  title: 'Opening goal',
  at,
});
const remove = (uuid: string): ProcessRemoved => ({ type: 'ProcessRemoved', uuid, at: now });
const restore = (processes: readonly Process[]): ProcessesRestored => ({
  type: 'ProcessesRestored',
  processes,
  now,
  at: now,
});

const { given, when } = projectionSpec(processesProjection);

const stored = (uuid: string, ageMs: number): Process => ({
  uuid,
  created_at: now - ageMs,
  status: 'new',
  type: 'clip',
  description: `Re-creating clip ${uuid}`,
  meta: { uuids: ['c'], event_uuid: 'ev-1' },
});

describe('processes projection', () => {
  it('given no processes, when clips.regenerate is issued, then a clip process named by the command id is added', () => {
    const state = given(regenerate('cmd-1'));
    expect(state.byId['cmd-1']).to.deep.equal({
      uuid: 'cmd-1',
      created_at: now,
      status: 'new',
      type: 'clip',
      description: 'Re-creating clip Opening goal',
      meta: { uuids: ['clip-cmd-1'], event_uuid: 'ev-1' },
    });
  });

  it('lists processes newest first (spec 1 §2.6)', () => {
    const state = given(regenerate('a', now - 2000), regenerate('b', now), regenerate('c', now - 1000));
    expect(state.order).to.deep.equal(['b', 'c', 'a']);
  });

  it('ignores a regeneration asked again under the same command id (a replayed entry)', () => {
    const before = given(regenerate('a'));
    expect(when(before, regenerate('a', now + 5))).to.equal(before);
  });

  it('given a process, when processes.remove names it, then it is gone; an unknown uuid is harmless', () => {
    const state = given(regenerate('a'), regenerate('b'), remove('a'), remove('zzz'));
    expect(state.order).to.deep.equal(['b']);
    expect(Object.keys(state.byId)).to.deep.equal(['b']);
  });

  it('a failed regenerate request marks its process error; a successful one leaves it to the clips', () => {
    const state = given(
      regenerate('a'),
      regenerate('b'),
      settled('a', 'timeout'),
      settled('b', 'ok'),
      settled('unknown', 'error'),
    );
    expect(state.byId['a']?.status).to.equal('error');
    expect(state.byId['b']?.status).to.equal('new');
  });

  describe('processes.restore (spec 1 §4 "Processes older than 7 days are dropped when loaded from local storage")', () => {
    it('keeps processes up to 7 days old and drops older ones', () => {
      const state = given(
        restore([stored('fresh', day), stored('edge', processRetentionMs), stored('stale', processRetentionMs + 1)]),
      );
      expect(state.order).to.deep.equal(['fresh', 'edge']);
    });

    it('keeps live processes over stored copies (malformed stored items never get here: the normalizer skips them)', () => {
      const live = given(regenerate('fresh', now - 10));
      const state = when(live, restore([{ ...stored('fresh', day), status: 'ready' }, stored('other', 2 * day)]));
      expect(state.order).to.deep.equal(['fresh', 'other']);
      expect(state.byId['fresh']?.status).to.equal('new');
    });

    it('the retention is 7 days (spec 1 §9)', () => {
      expect(processRetentionMs).to.equal(7 * day);
    });
  });
});
