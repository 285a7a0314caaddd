import * as t from 'io-ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An 8-4-4-4-12 hex uuid. Channel uuids key the projection's map, so nothing else may pass (no `__proto__`). */
export const UuidCodec: t.Type<string, unknown, unknown> = new t.Type<string, unknown, unknown>(
  'uuid',
  (u): u is string => typeof u === 'string' && uuidPattern.test(u),
  (u, context) => (typeof u === 'string' && uuidPattern.test(u) ? t.success(u) : t.failure(u, context)),
  t.identity,
);
