import * as t from 'io-ts';
import type { EditingMeta, EditingPresenceDiff, EditingPresences } from '../../../domain/editing';
import { finite, listOf, optional, recordOf, shape } from '../kit';

/** One console on an item's presence topic: Phoenix's ref and the name the server shows for its account. */
export const EditingMetaCodec: t.Type<EditingMeta, unknown, unknown> = shape(
  { phx_ref: t.string, name: t.string },
  { phx_ref_prev: optional(t.string), online_at: optional(t.union([t.string, finite])) },
);

const EditingEntryCodec = shape({ metas: listOf(EditingMetaCodec) });

/** `presence_state` of `editing:{kind}:{id}`: account id → {metas: [{phx_ref, name, online_at}]}. */
export const EditingPresencesCodec: t.Type<EditingPresences, unknown, unknown> = recordOf(EditingEntryCodec);

/** `presence_diff` of `editing:{kind}:{id}`: {joins, leaves}, each shaped like a presence state. */
export const EditingPresenceDiffCodec: t.Type<EditingPresenceDiff, unknown, unknown> = shape({
  joins: EditingPresencesCodec,
  leaves: EditingPresencesCodec,
});
