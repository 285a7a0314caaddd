import fc from 'fast-check';
import type { LogEntry, NewLogEntry } from '../../src/domain/log';

/** Random core entries (clock, connection, commands) that every build of the normalizer understands. */
export const arbitraryCoreEntry: fc.Arbitrary<NewLogEntry> = fc.oneof(
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

export const numbered = (entries: readonly NewLogEntry[]): LogEntry[] => entries.map((entry, index) => ({ ...entry, seq: index + 1 }) as LogEntry);
