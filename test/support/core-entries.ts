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

/**
 * Instance status frames of two instances, each carrying a random subset of the parts (a part a frame lacks keeps
 * its last value, so a later frame supersedes one only for the parts it carries), now and then one that fails the
 * codec, and deletions of an instance: what the history and the seek's part-aware skipping must get right.
 */
export const arbitraryStatusEntry: fc.Arbitrary<NewLogEntry> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('FrameReceived' as const),
      at: fc.nat(),
      topic: fc.constantFrom('instances:status:1', 'instances:status:2'),
      event: fc.constant('status'),
      payload: fc.oneof(
        {
          weight: 9,
          arbitrary: fc.record(
            {
              system: fc.record(
                {
                  cpu: fc.array(fc.nat(100), { minLength: 1, maxLength: 2 }),
                  memory: fc.record({ total: fc.constant(100), used: fc.nat(100) }),
                  battery: fc.record({ percent: fc.nat(100), state: fc.constant('Unplugged') }),
                },
                { requiredKeys: [] },
              ),
              srt_state: fc.record({ state: fc.constant('up'), bitrate: fc.nat(9000) }),
              rtmp_state: fc.record({ state: fc.constant('up'), bitrate: fc.nat(9000) }),
              host: fc.record({ ip: fc.constantFrom('10.0.0.1', '10.0.0.2') }),
            },
            { requiredKeys: [] },
          ),
        },
        { weight: 1, arbitrary: fc.constant({ system: { cpu: 'hot' } }) },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('FrameReceived' as const),
      at: fc.nat(),
      topic: fc.constant('instances:all'),
      event: fc.constant('delete'),
      payload: fc.record({ id: fc.constantFrom(1, 2) }),
    }),
  },
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
