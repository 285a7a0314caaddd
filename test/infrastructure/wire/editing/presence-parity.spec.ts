import { expect } from 'chai';
import { Presence } from 'phoenix';
import type { NewLogEntry } from '../../../../src/domain/log';
import { editingProjection, type EditingPresences } from '../../../../src/domain/editing';
import { projectionSpec } from '../../../support/projection-spec';

// The console folds an item's presence in the domain (through the log, so a recording and a replay show it too)
// rather than keeping phoenix.js's Presence object beside the log. This spec holds that fold to the official
// client's: the same frames through phoenix's Presence.syncState/syncDiff give the same presences.

type Metas = { metas: { phx_ref: string; name: string }[] };
type State = Record<string, Metas>;

/** A small deterministic generator, so a failure names a sequence that can be run again. */
const random = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const topic = 'editing:devices:3';
const frame = (event: string, payload: unknown): NewLogEntry => ({
  kind: 'FrameReceived',
  topic,
  event,
  payload,
  at: 1,
});

const phoenixFold = (frames: readonly { event: string; payload: unknown }[]): State => {
  let state: State = {};
  for (const { event, payload } of frames)
    state =
      event === 'presence_state'
        ? (Presence.syncState(state, payload as State) as State)
        : (Presence.syncDiff(state, payload as never) as State);
  return JSON.parse(JSON.stringify(state)) as State;
};

const sorted = (state: EditingPresences | State): State =>
  Object.fromEntries(
    Object.keys(state)
      .sort()
      .map((key) => [key, { metas: (state[key]?.metas ?? []).map(({ phx_ref, name }) => ({ phx_ref, name })) }]),
  );

describe("infrastructure/wire/editing: the presence fold agrees with phoenix.js's Presence", () => {
  for (const seed of [1, 7, 42, 2026, 31_337]) {
    it(`gives the same presences as Presence.syncState/syncDiff for random joins and leaves (seed ${seed})`, () => {
      const next = random(seed);
      const refs = new Map<string, string[]>();
      const frames: { event: string; payload: unknown }[] = [{ event: 'presence_state', payload: {} }];
      let made = 0;
      for (let step = 0; step < 60; step += 1) {
        const key = String(1 + Math.floor(next() * 4));
        const held = refs.get(key) ?? [];
        const metas = (list: string[]) => ({ [key]: { metas: list.map((phx_ref) => ({ phx_ref, name: `n${key}` })) } });
        if (held.length > 0 && next() < 0.45) {
          const gone = held.filter(() => next() < 0.6);
          refs.set(
            key,
            held.filter((ref) => !gone.includes(ref)),
          );
          frames.push({ event: 'presence_diff', payload: { joins: {}, leaves: metas(gone) } });
        } else {
          const ref = `r${(made += 1)}`;
          refs.set(key, [...held, ref]);
          frames.push({ event: 'presence_diff', payload: { joins: metas([ref]), leaves: {} } });
        }
      }
      const { given } = projectionSpec(editingProjection);
      const ours = given(...frames.map(({ event, payload }) => frame(event, payload))).byTopic[topic] ?? {};
      expect(sorted(ours)).to.deep.equal(sorted(phoenixFold(frames)));
    });
  }
});
