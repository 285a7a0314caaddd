import fc from 'fast-check';
import * as t from 'io-ts';
import { defineTopic, inbound } from '../../src/infrastructure/wire/kit';
import type { LogEntry, NewLogEntry } from '../../src/domain/log';

/** Random core entries (clock, connection, commands) that every build of the normalizer understands. */
export const arbitraryCoreEntry: fc.Arbitrary<NewLogEntry> = fc.oneof(
  // Snapshot frames (see snapshotTopics): a few keys, sometimes with a payload that fails the codec.
  fc.record({
    kind: fc.constant('FrameReceived' as const),
    at: fc.nat(),
    topic: fc.constantFrom('snap:1', 'snap:2', 'snap:3'),
    event: fc.constantFrom('tick', 'note'),
    payload: fc.oneof(fc.record({ timestamp: fc.nat() }), fc.constant({ timestamp: 'late' })),
  }),
  fc.record({ kind: fc.constant('ClockTicked' as const), at: fc.nat(), now: fc.nat() }),
  fc.record({
    kind: fc.constant('ConnectionChanged' as const),
    at: fc.nat(),
    state: fc.constantFrom('connecting' as const, 'connected' as const, 'disconnected' as const),
    attempt: fc.nat(6),
  }),
  fc.record({
    kind: fc.constant('CommandIssued' as const),
    at: fc.nat(),
    id: fc.constantFrom('c1', 'c2', 'c3', 'c4'),
    account: fc.constantFrom('admin@demo.local', 'user@demo.local'),
    name: fc.constantFrom('transcoder.start', 'event.stop'),
    args: fc.record({ event: fc.uuid() }),
  }),
  fc.record({
    kind: fc.constant('CommandSettled' as const),
    at: fc.nat(),
    id: fc.constantFrom('c1', 'c2', 'c3', 'c4'),
    outcome: fc.constantFrom('ok' as const, 'error' as const, 'timeout' as const),
    latencyMs: fc.nat(10000),
  }),
);

export const numbered = (entries: readonly NewLogEntry[]): LogEntry[] =>
  entries.map((entry, index) => ({ ...entry, seq: index + 1 }) as LogEntry);

const Tick = t.type({ timestamp: t.number });

/**
 * A tiny catalogue with a snapshot event (`tick`, superseded by the next tick of the same topic) and an
 * ordinary one (`note`), so the store's seek shortcut is tested against folding from scratch.
 */
export const snapshotTopics = {
  'snap:{id}': defineTopic({
    pattern: 'snap:{id}',
    doc: 'test topic',
    inbound: {
      tick: inbound({
        doc: 'snapshot',
        codec: Tick,
        supersedes: true,
        toEvents: (payload, context) => [
          { type: 'ServerTimeReceived', timestamp: payload.timestamp + Number(context.params.id), at: context.at },
        ],
      }),
      note: inbound({
        doc: 'not a snapshot',
        codec: Tick,
        toEvents: (payload) => [{ type: 'ClockTicked', now: payload.timestamp }],
      }),
    },
    pushes: {},
  }),
};
