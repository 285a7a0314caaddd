import { can } from '../../src/domain/rights';
import { isKnownSettingType, maintenanceSettingName, settingTypes, type SettingDraft } from '../../src/domain/settings';
import { settingsTopics } from '../../src/infrastructure/wire/settings';
import type { Actor } from '../auth/actor';
import { reasons, refuse, type Reply } from '../protocol/reply';
import { type StoredDocument, withoutReserved } from '../storage/document-repository';
import type { PlainEntity, PreparedSave, SaveRequest } from './plain-entity';
import { dataListTargets, type EntityKind } from '../records/entity-kind';
import { invalid, stateFor } from './entity-save';
import { entityTopics } from './entity-topics';

/** `{setting: SettingDraft}` as the console's catalogue defines it (spec 3 §3 Setting). */
const settingSaveCodec = settingsTopics['settings:create'].pushes.save.payload;

/** What the clip pages of a cloudrec account need: the tag and export forms, and the maintenance bypass list. */
const cloudrecSettingTypes: readonly string[] = ['tag_form', 'export_form'];

export const settingVisible = (actor: Actor, document: StoredDocument): boolean =>
  can('console', actor) ||
  document.body.name === maintenanceSettingName ||
  cloudrecSettingTypes.includes(String(document.body.type));

/** The developer area (and its developer_config) is developer-only (spec 1 §2.1, spec 3 §2.8): saves and deletes. */
const touchesDeveloperConfig = (actor: Actor, type: unknown): boolean =>
  type === 'developer_config' && !can('development', actor);

const prepareSetting = async ({
  actor,
  services,
  item,
  existing,
}: SaveRequest<SettingDraft>): Promise<PreparedSave<'settings'> | Reply> => {
  const state = stateFor('setting', item, existing);
  if (typeof state !== 'string') return state;
  const name = item.name.trim();
  const { type } = item;
  if (name === '' || name.length > 200) return invalid('setting.name', 'a name of 1 to 200 characters', item.name);
  // "Setting name is read-only once saved" (spec 3 §5).
  if (existing && existing.body.name !== name) return refuse('name_fixed');
  if (!isKnownSettingType(type)) return invalid('setting.type', settingTypes.join(' | '), type);
  if (touchesDeveloperConfig(actor, type) || (existing && touchesDeveloperConfig(actor, existing.body.type)))
    return refuse(reasons.unauthorized);
  const [sameName] = await services.store.documents.settings.list(`body->>'name' = $1`, [name]);
  if (sameName && sameName.id !== existing?.id) return invalid('setting.name', 'a name no other setting has', name);
  return { body: { ...existing?.body, ...withoutReserved(item), name, type }, state };
};

export const settingsKind: EntityKind<'settings'> = {
  kind: 'settings',
  targets: dataListTargets('settings'),
  visible: settingVisible,
};

const settingsEntity: PlainEntity<'settings', 'setting', SettingDraft> = {
  kind: settingsKind,
  prefix: 'settings',
  keyParam: 'id',
  payloadKey: 'setting',
  saveCodec: settingSaveCodec,
  prepareSave: prepareSetting,
  deletable: (document, actor) => {
    // The maintenance setting carries the bypass list every console and the login check read.
    if (document.body.name === maintenanceSettingName) return refuse('protected');
    // Delete follows the save's rule: who may not save a developer_config may not delete one either.
    return touchesDeveloperConfig(actor, document.body.type) ? refuse(reasons.unauthorized) : undefined;
  },
};

/** settings:all (cloudrec sees the clip forms only), settings:{id} (save, delete), settings:create. */
export const settingTopics = entityTopics(settingsEntity);
