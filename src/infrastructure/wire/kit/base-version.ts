import * as t from 'io-ts';
import { markDecodesToItself } from './codec-kit';

// The fields a save or delete adds beside its item (docs/protocol/one-truth.md): the version of the item it was
// based on, and for events the operator's consent to an overlap. Both optional: the vendor protocol's clients
// send neither, and the studio server then keeps today's behaviour.

const maxVersion = 2_147_483_647;

/** An integer from 1 to the largest version a row can hold (PostgreSQL's `integer`). */
const isVersion = (u: unknown): u is number =>
  typeof u === 'number' && Number.isInteger(u) && u >= 1 && u <= maxVersion;

/** An item's version: an integer from 1 (a new item) up, one more for each write of the row. */
export const VersionCodec: t.Type<number, unknown, unknown> = markDecodesToItself(
  new t.Type<number, unknown, unknown>(
    'version',
    isVersion,
    (u, context) => (isVersion(u) ? t.success(u) : t.failure(u, context)),
    t.identity,
  ),
);

/** Optional `shape` fields of a save or delete of a versioned item: `{version?}`. */
export const baseVersion = { version: VersionCodec };

/** Optional `shape` fields of an event save: `{version?, overlap_consent?}` ('Schedule it overlapping'). */
export const eventSaveGuards = { version: VersionCodec, overlap_consent: t.boolean };

/** What `baseVersion` adds to a payload's type. */
export interface BaseVersion {
  /** The version of the item the save or delete was based on; a mismatch is refused `stale`. */
  readonly version?: number;
}

/** What `eventSaveGuards` adds to an event save payload's type. */
export interface EventSaveGuards extends BaseVersion {
  /** The operator chose to schedule the event overlapping another on its destination. */
  readonly overlap_consent?: boolean;
}
