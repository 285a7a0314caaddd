import * as t from 'io-ts';
import { undoKindNames, type ConfigurationSave, type UndoKind, type UndoTarget } from '../../../domain/undo';
import { finite, jsonObject, listOf, numericId, oneOf, shape, VersionCodec } from '../kit';

/** One of the undoable kinds (src/domain/undo); anything else is refused with the list in `expected`. */
export const UndoKindCodec: t.Type<UndoKind, unknown, unknown> = oneOf(undoKindNames);

/** An item's id as its editor topic spells it: a channel's uuid or a numeric id, 1 to 100 characters. */
const ItemKeyCodec = new t.Type<string, unknown, unknown>(
  'an item id (a uuid or a number)',
  (u): u is string => typeof u === 'string' && /^[0-9A-Za-z-]{1,100}$/.test(u),
  (u, context) => (typeof u === 'string' && /^[0-9A-Za-z-]{1,100}$/.test(u) ? t.success(u) : t.failure(u, context)),
  t.identity,
);

/** `undo {kind, id, version}`: undo the save that produced `version` of the item. */
export const UndoTargetCodec: t.Type<UndoTarget, unknown, unknown> = shape({
  kind: UndoKindCodec,
  id: ItemKeyCodec,
  version: VersionCodec,
});

export const ConfigurationSaveCodec: t.Type<ConfigurationSave, unknown, unknown> = shape(
  {
    save_id: numericId,
    kind: UndoKindCodec,
    id: ItemKeyCodec,
    version: VersionCodec,
    label: t.string,
    at: finite,
  },
  { undoes: numericId, undone_by: numericId },
);

/** The `saves` frame: the account's kept configuration saves, newest first. */
export const ConfigurationSavesCodec: t.Type<{ readonly saves: readonly ConfigurationSave[] }, unknown, unknown> =
  shape({ saves: listOf(ConfigurationSaveCodec) });

/** The reply of `undo`: the item as it now stands (its kind's wire form) and the save that was undone. */
export const UndoReplyCodec: t.Type<
  { readonly data: Readonly<Record<string, unknown>>; readonly undone: number },
  unknown,
  unknown
> = shape({ data: jsonObject, undone: numericId });
