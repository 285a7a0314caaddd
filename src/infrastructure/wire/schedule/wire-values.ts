import * as t from 'io-ts';
import { finite } from '../kit';

// Value codecs the event and billing payloads share.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An entity uuid (8-4-4-4-12 hex). Uuids key the projections' maps, so a free string such as `__proto__`
 * must never get that far.
 */
export const uuid: t.Type<string, unknown, unknown> = new t.Type<string, unknown, unknown>(
  'uuid',
  (u): u is string => typeof u === 'string' && uuidPattern.test(u),
  (u, context) => (typeof u === 'string' && uuidPattern.test(u) ? t.success(u) : t.failure(u, context)),
  t.identity,
);

/** Ids kept as text that some feeds send as numbers (external ids). */
export const textId: t.Type<string, unknown, unknown> = new t.Type<string, unknown, unknown>(
  'textId',
  (u): u is string => typeof u === 'string',
  (u, context) => {
    if (typeof u === 'string') return t.success(u);
    if (typeof u === 'number' && Number.isFinite(u)) return t.success(String(u));
    return t.failure(u, context);
  },
  t.identity,
);

/** Money and scores typed into forms: a finite number, or a decimal string ("12.50", "12,50"). */
export const amount: t.Type<number, unknown, unknown> = new t.Type<number, unknown, unknown>(
  'amount',
  (u): u is number => typeof u === 'number' && Number.isFinite(u),
  (u, context) => {
    if (typeof u === 'number' && Number.isFinite(u)) return t.success(u);
    if (typeof u === 'string' && /^\s*-?\d{1,15}([.,]\d{1,15})?\s*$/.test(u))
      return t.success(Number(u.trim().replace(',', '.')));
    return t.failure(u, context);
  },
  t.identity,
);

/** Like `optional`, and an empty form value ('') also means absent. */
export const blankable = <A>(codec: t.Type<A, unknown, unknown>): t.Type<A | undefined, unknown, unknown> =>
  new t.Type<A | undefined, unknown, unknown>(
    `blankable(${codec.name})`,
    (u): u is A | undefined => u === undefined || codec.is(u),
    (u, context) => (u === undefined || u === null || u === '' ? t.success(undefined) : codec.validate(u, context)),
    (a) => (a === undefined ? undefined : codec.encode(a)),
  );

/** A team or record reference that may be a number or text. */
export const reference: t.Type<string | number, unknown, unknown> = t.union([t.string, finite]);
