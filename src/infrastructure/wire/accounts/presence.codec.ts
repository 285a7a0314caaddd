import * as t from 'io-ts';
import type { PresenceDiff, PresenceEntry, PresenceMeta, Presences } from '../../../domain/accounts';
import { finite, listOf, optional, recordOf, shape } from '../kit';

export const PresenceMetaCodec: t.Type<PresenceMeta, unknown, unknown> = shape(
  { phx_ref: t.string },
  { phx_ref_prev: optional(t.string), online_at: optional(t.union([t.string, finite])) },
);

export const PresenceEntryCodec: t.Type<PresenceEntry, unknown, unknown> = shape({ metas: listOf(PresenceMetaCodec) });

/** Phoenix Presence `presence_state`: key → {metas: [...]}. */
export const PresencesCodec: t.Type<Presences, unknown, unknown> = recordOf(PresenceEntryCodec);

/** Phoenix Presence `presence_diff`: {joins, leaves}, each shaped like a presence state. */
export const PresenceDiffCodec: t.Type<PresenceDiff, unknown, unknown> = shape({
  joins: PresencesCodec,
  leaves: PresencesCodec,
});
