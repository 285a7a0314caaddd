import * as t from 'io-ts';
import type { AuditRow } from '../../../domain/audit';
import { finite, jsonValue, numericId, oneOf, optional, shape } from '../kit';

/** An ISO 8601 time on the wire, ms since the epoch in the domain. */
export const isoTime: t.Type<number, unknown, unknown> = new t.Type<number, unknown, unknown>(
  'isoTime',
  (u): u is number => typeof u === 'number' && Number.isFinite(u),
  (u, context) => {
    if (typeof u !== 'string' || u.length > 64) return t.failure(u, context);
    const ms = Date.parse(u);
    return Number.isFinite(ms) ? t.success(ms) : t.failure(u, context);
  },
  (ms) => new Date(ms).toISOString(),
);

export const AuditRowCodec: t.Type<AuditRow, unknown, unknown> = shape(
  {
    id: numericId,
    at: isoTime,
    account_email: t.string,
    topic: t.string,
    event: t.string,
    payload: jsonValue,
    outcome: oneOf(['ok', 'error']),
    latency_ms: finite,
  },
  { account_id: optional(numericId), reason: optional(t.string) },
);
