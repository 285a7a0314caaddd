import * as t from 'io-ts';
import type { Setting } from '../../src/domain/settings';
import { jsonValue, optional, shape } from '../../src/infrastructure/wire/kit';
import { SettingCodec } from '../../src/infrastructure/wire/settings';
import type { Store } from './store';
import { decodeStoredOne, type UndecodableReport } from './stored-codec';

/** A setting whose value is read as `V`. */
export type SettingOf<V> = Omit<Setting, 'value'> & { readonly value?: V };

/** A setting decoded with the wire's SettingCodec, its value with `value` (the codec of the setting's kind). */
export const settingCodecOf = <V>(value: t.Type<V, unknown, unknown>): t.Decoder<unknown, SettingOf<V>> =>
  t.intersection([SettingCodec, shape({}, { value: optional(value) })]);

/**
 * The setting named `name` (and of `type`, when given), its value decoded with `value`, the codec of the
 * setting's kind (free-form kinds keep `jsonValue`). A setting that does not decode is reported and read as absent.
 */
export const storedSetting = async <V = unknown>(
  store: Store,
  report: UndecodableReport,
  name: string,
  {
    value = jsonValue as t.Type<V, unknown, unknown>,
    type,
  }: { value?: t.Type<V, unknown, unknown>; type?: string } = {},
): Promise<SettingOf<V> | undefined> => {
  const [document] =
    type === undefined
      ? await store.documents.settings.list(`body->>'name' = $1`, [name])
      : await store.documents.settings.list(`body->>'type' = $2 and body->>'name' = $1`, [name, type]);
  return decodeStoredOne(settingCodecOf(value), document, report, 'setting');
};
