import * as t from 'io-ts';
import { markDecodesToItself, optional } from './codec-kit';

/**
 * `version` of a stored item (issue 32 §2, docs/protocol/one-truth.md): an integer from 1, one more on each write.
 * The console reads it on every editable kind and sends the one its form was based on with the save.
 */
export const versionNumber: t.Type<number, unknown, unknown> = markDecodesToItself(
  new t.Type<number, unknown, unknown>(
    'version',
    (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= 1,
    (u, context) => (typeof u === 'number' && Number.isInteger(u) && u >= 1 ? t.success(u) : t.failure(u, context)),
    t.identity,
  ),
);

/** An item's `version`, where an item may lack one (a server that keeps none). */
export const itemVersion: t.Type<number | undefined, unknown, unknown> = optional(versionNumber);
