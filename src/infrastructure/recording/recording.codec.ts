import * as t from 'io-ts';
import type { LogEntry, LogEntryKind } from '../../domain/log';
import { recordingFormatName, type RecordingHeader } from '../../application/recording';
import { finite, oneOf, optional } from '../wire/kit';

const headerFields = (version: 1 | 2): t.Type<RecordingHeader, unknown, unknown> =>
  t.intersection([
    t.type({
      format: t.literal(recordingFormatName),
      version: t.literal(version),
      startedAt: t.string,
      protocol: t.string,
      app: t.string,
      redacted: t.boolean,
    }),
    t.partial({ firstSeq: finite, note: t.string }),
  ]);

/** The first line of an NDJSON recording (version 1). */
export const RecordingHeaderCodec = headerFields(1);
/** The header of a block recording (version 2): the same fields, version 2. */
export const BlockRecordingHeaderCodec = headerFields(2);

const base = { seq: finite, at: finite };
const frame = t.intersection([
  t.type({ ...base, topic: t.string, event: t.string, payload: t.unknown }),
  t.partial({ ref: optional(t.string) }),
]);

// One codec per entry kind; the `kind` field picks it, so a line is checked against one shape only.
const byKind: { readonly [K in LogEntryKind]: t.Type<Omit<Extract<LogEntry, { kind: K }>, 'kind'>, unknown, unknown> } =
  {
    FrameReceived: frame,
    FrameSent: frame,
    HttpExchanged: t.intersection([
      t.type({ ...base, name: t.string, method: t.string, url: t.string, status: finite }),
      t.partial({ request: t.unknown, response: t.unknown }),
    ]),
    CommandIssued: t.intersection([
      t.type({ ...base, id: t.string, account: t.string, name: t.string, args: t.unknown }),
      t.partial({ target: optional(t.string), topic: optional(t.string), push: optional(t.string) }),
    ]),
    CommandSettled: t.intersection([
      t.type({ ...base, id: t.string, outcome: oneOf(['ok', 'error', 'timeout', 'not_sent']), latencyMs: finite }),
      t.partial({ reply: t.unknown, reason: optional(t.string), topic: optional(t.string), push: optional(t.string) }),
    ]),
    ConnectionChanged: t.type({
      ...base,
      state: oneOf(['connecting', 'connected', 'disconnected', 'closed']),
      attempt: finite,
    }),
    ClockTicked: t.type({ ...base, now: finite }),
  };

export const LogEntryCodec: t.Type<LogEntry, unknown, unknown> = new t.Type<LogEntry, unknown, unknown>(
  'LogEntry',
  (u): u is LogEntry => typeof u === 'object' && u !== null && ((u as { kind?: unknown }).kind as string) in byKind,
  (u, context) => {
    const kind = typeof u === 'object' && u !== null ? (u as { kind?: unknown }).kind : undefined;
    const codec = typeof kind === 'string' && Object.hasOwn(byKind, kind) ? byKind[kind as LogEntryKind] : undefined;
    if (!codec) return t.failure(u, t.appendContext(context, 'kind', oneOf(Object.keys(byKind)), kind));
    // Only the verdict is kept (the line's own object is the entry), and what these codecs' `is` accepts their
    // `validate` accepts too: a usual line is checked without an Either per field, any other goes through
    // `validate`, which decides and names the errors (the CLI's fold, issue 33 §1).
    if (codec.is(u)) return t.success(u as LogEntry);
    const result = codec.validate(u, context);
    return result._tag === 'Right' ? t.success(u as LogEntry) : result;
  },
  t.identity,
);
