import { expect } from 'chai';
import type { CommandIssued, CommandSettled } from '../../../src/domain/journal';
import {
  initialProcessesState,
  processCommandNames,
  processesProjection,
  processRetentionMs,
  type Process,
  type ProcessesState,
} from '../../../src/domain/processes';
import { evolve } from '../../../src/domain/projection';

const day = 24 * 3600 * 1000;
const now = Date.parse('2026-11-12T12:00:00Z');

const issued = (id: string, name: string, args: unknown, at = now): CommandIssued => ({
  type: 'CommandIssued',
  id,
  account: 'op@studio.example',
  name,
  args,
  at,
});
const settled = (id: string, outcome: CommandSettled['outcome']): CommandSettled => ({
  type: 'CommandSettled',
  id,
  outcome,
  latencyMs: 40,
  at: now + 40,
});
const regenerate = (id: string, at = now): CommandIssued =>
  issued(id, processCommandNames.regenerateClip, { uuid: `clip-${id}`, event_uuid: 'ev-1', title: 'Opening goal' }, at);

const run = (
  events: readonly (CommandIssued | CommandSettled)[],
  state: ProcessesState = initialProcessesState,
): ProcessesState => events.reduce((current, event) => evolve(processesProjection, current, event), state);

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
    const state = run([regenerate('cmd-1')]);
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
    const state = run([regenerate('a', now - 2000), regenerate('b', now), regenerate('c', now - 1000)]);
    expect(state.order).to.deep.equal(['b', 'c', 'a']);
  });

  it('ignores other commands and a regenerate without the clip or event uuid', () => {
    const before = run([regenerate('a')]);
    const after = run(
      [
        issued('x', 'channels.save', { uuid: 'u' }),
        issued('y', processCommandNames.regenerateClip, { title: 'no ids' }),
      ],
      before,
    );
    expect(after).to.equal(before);
  });

  it('given a process, when processes.remove names it, then it is gone; an unknown uuid is harmless', () => {
    const state = run([
      regenerate('a'),
      regenerate('b'),
      issued('r1', processCommandNames.remove, { uuid: 'a' }),
      issued('r2', processCommandNames.remove, { uuid: 'zzz' }),
    ]);
    expect(state.order).to.deep.equal(['b']);
    expect(Object.keys(state.byId)).to.deep.equal(['b']);
  });

  it('a failed regenerate request marks its process error; a successful one leaves it to the clips', () => {
    const state = run([
      regenerate('a'),
      regenerate('b'),
      settled('a', 'timeout'),
      settled('b', 'ok'),
      settled('unknown', 'error'),
    ]);
    expect(state.byId['a']?.status).to.equal('error');
    expect(state.byId['b']?.status).to.equal('new');
  });

  describe('processes.restore (spec 1 §4 "Processes older than 7 days are dropped when loaded from local storage")', () => {
    it('keeps processes up to 7 days old and drops older ones', () => {
      const args = {
        processes: [stored('fresh', day), stored('edge', processRetentionMs), stored('stale', processRetentionMs + 1)],
        now,
      };
      const state = run([issued('restore', processCommandNames.restore, args)]);
      expect(state.order).to.deep.equal(['fresh', 'edge']);
    });

    it('skips malformed entries and keeps live processes over stored copies', () => {
      const live = run([regenerate('fresh', now - 10)]);
      const args = {
        processes: [null, { uuid: 1 }, { ...stored('fresh', day), status: 'ready' }, stored('other', 2 * day)],
        now,
      };
      const state = run([issued('restore', processCommandNames.restore, args)], live);
      expect(state.order).to.deep.equal(['fresh', 'other']);
      expect(state.byId['fresh']?.status).to.equal('new');
    });

    it('ignores a restore whose args are not a list and a time', () => {
      expect(run([issued('restore', processCommandNames.restore, { processes: 'x', now })])).to.equal(
        initialProcessesState,
      );
      expect(run([issued('restore', processCommandNames.restore, { processes: [], now: 'later' })])).to.equal(
        initialProcessesState,
      );
    });

    it('the retention is 7 days (spec 1 §9)', () => {
      expect(processRetentionMs).to.equal(7 * day);
    });
  });
});
