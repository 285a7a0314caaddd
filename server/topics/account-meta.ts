import { WallLayoutsCodec, WallSettingsCodec } from '../../src/infrastructure/wire/accounts';
import type { Reply } from '../protocol/reply';
import type { StoredDocument } from '../storage/document-repository';
import type { DocumentKind } from '../storage/document-kinds';
import type { Services } from '../services';
import { invalid } from './entity-save';

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** More uuids than any wall shows; a longer list is a mistake or an attack, not a setting. */
export const maxFilterEntries = 500;

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A filter list: strings, each new one (not already stored) the uuid of an existing row of `kind`. */
const filterRefusal = async (
  services: Services,
  key: string,
  kind: DocumentKind,
  value: unknown,
  stored: unknown,
): Promise<Reply | undefined> => {
  const path = `account.meta.${key}`;
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string'))
    return invalid(path, 'a list of uuids', JSON.stringify(value));
  if (value.length > maxFilterEntries) return invalid(path, `at most ${maxFilterEntries} uuids`, value.length);
  const known = new Set(Array.isArray(stored) ? stored : []);
  for (const uuid of value) {
    if (known.has(uuid)) continue;
    if (!(await services.store.documents[kind].getByUuid(uuid)))
      return invalid(path, `uuids of existing ${kind}`, uuid);
  }
  return undefined;
};

/**
 * The meta keys an administrator sets on an account (spec 3 §3; docs/protocol/accounts.md): only keys whose value
 * changes are checked, so an account saved before these rules (or by another backend) re-saves as it is.
 */
export const accountMetaRefusal = async (
  services: Services,
  meta: unknown,
  existing: StoredDocument | undefined,
): Promise<Reply | undefined> => {
  if (meta === undefined) return undefined;
  if (!isObject(meta)) return invalid('account.meta', 'an object', JSON.stringify(meta));
  const stored = isObject(existing?.body.meta) ? existing.body.meta : {};
  const changed = (key: string): boolean => key in meta && !sameJson(meta[key], stored[key]);
  for (const key of ['rec_readonly', 'mtv_special_import'])
    if (changed(key) && typeof meta[key] !== 'boolean')
      return invalid(`account.meta.${key}`, 'true | false', JSON.stringify(meta[key]));
  if (changed('company') && typeof meta.company !== 'string')
    return invalid('account.meta.company', 'a text', JSON.stringify(meta.company));
  if (changed('default_group') && meta.default_group !== '') {
    const group = typeof meta.default_group === 'string' ? meta.default_group : undefined;
    const found = group === undefined ? undefined : await services.store.documents.groups.getByUuid(group);
    if (!found || found.state !== 'active')
      return invalid('account.meta.default_group', 'the uuid of an active group, or empty', meta.default_group);
  }
  if (changed('monitor_channel_filter')) {
    const refusal = await filterRefusal(
      services,
      'monitor_channel_filter',
      'channels',
      meta.monitor_channel_filter,
      stored.monitor_channel_filter,
    );
    if (refusal) return refusal;
  }
  if (changed('monitor_wall_layout') && !WallLayoutsCodec.is(meta.monitor_wall_layout))
    return invalid(
      'account.meta.monitor_wall_layout',
      "{monitor?, sysmonitor?, multiview?: {grid: 'auto' | '2x2' | '3x3' | '4x4', solo?}}",
      JSON.stringify(meta.monitor_wall_layout),
    );
  if (changed('monitor_wall_settings') && !WallSettingsCodec.is(meta.monitor_wall_settings))
    return invalid(
      'account.meta.monitor_wall_settings',
      '{alarm_sound: true | false, stats: true | false}',
      JSON.stringify(meta.monitor_wall_settings),
    );
  if (changed('multiview_event_filter'))
    return filterRefusal(
      services,
      'multiview_event_filter',
      'events',
      meta.multiview_event_filter,
      stored.multiview_event_filter,
    );
  return undefined;
};
