import * as t from 'io-ts';
import {
  wallGrids,
  type Account,
  type AccountDraft,
  type AccountMeta,
  type PasswordChange,
  type ProfileUpdate,
  type Session,
  type WallLayout,
  type WallLayouts,
  type WallSettings,
} from '../../../domain/accounts';
import { itemVersion, finite, jsonValue, listOf, numericId, oneOf, optional, shape } from '../kit';
import { ArchiveStateCodec } from '../groups';

const WallLayoutCodec: t.Type<WallLayout, unknown, unknown> = shape(
  { grid: oneOf(wallGrids) },
  { solo: optional(t.string) },
  { exact: true },
);

/**
 * Every wall's layout as the profile `update` saves it (`meta.monitor_wall_layout`, docs/protocol/accounts.md):
 * strict on the way in; a stored value is read leniently by the domain (`savedWallLayouts`).
 */
export const WallLayoutsCodec: t.Type<WallLayouts, unknown, unknown> = shape(
  {},
  { monitor: optional(WallLayoutCodec), sysmonitor: optional(WallLayoutCodec), multiview: optional(WallLayoutCodec) },
  { exact: true },
);

/**
 * The walls' header switches as the profile `update` saves them (`meta.monitor_wall_settings`, docs/protocol/
 * accounts.md "Wall settings"): both, always; a stored value is read leniently by the domain (`savedWallSettings`).
 */
export const WallSettingsCodec: t.Type<WallSettings, unknown, unknown> = shape(
  { alarm_sound: t.boolean, stats: t.boolean },
  {},
  { exact: true },
);

/** Free-form on the wire: keys beyond these are kept, so re-saving an account loses none of them. */
export const AccountMetaCodec: t.Type<AccountMeta, unknown, unknown> = shape(
  {},
  {
    default_group: optional(t.string),
    monitor_channel_filter: optional(jsonValue),
    monitor_wall_layout: optional(jsonValue),
    monitor_wall_settings: optional(jsonValue),
    multiview_event_filter: optional(jsonValue),
    rec_readonly: optional(t.boolean),
    mtv_special_import: optional(t.boolean),
    company: optional(t.string),
    export: optional(shape({}, { sanoma_content_owner_list_id: optional(numericId) })),
  },
);

export const SessionCodec: t.Type<Session, unknown, unknown> = shape(
  { id: numericId },
  {
    current: optional(t.boolean),
    meta: optional(shape({}, { ip: optional(t.string), user_agent: optional(t.string) })),
    inserted_at: optional(t.string),
    online_at: optional(finite),
  },
);

/**
 * Exact on purpose: an account in state must never carry a password or any other key a backend might echo
 * (password, password_confirm, own_password), so unknown top-level keys are stripped here at the boundary.
 */
export const AccountCodec: t.Type<Account, unknown, unknown> = shape(
  { id: numericId, email: t.string, type: t.string },
  {
    name: optional(t.string),
    surname: optional(t.string),
    state: optional(ArchiveStateCodec),
    groups: optional(listOf(t.string)),
    meta: optional(AccountMetaCodec),
    dev_key: optional(t.string),
    sessions: optional(listOf(SessionCodec)),
    productions: optional(t.boolean),
    inserted_at: optional(t.string),
    updated_at: optional(t.string),
    version: itemVersion,
  },
  { exact: true },
);

export const AccountDraftCodec: t.Type<AccountDraft, unknown, unknown> = shape(
  { email: t.string, type: t.string, state: ArchiveStateCodec, groups: listOf(t.string) },
  {
    id: optional(numericId),
    name: optional(t.string),
    surname: optional(t.string),
    meta: optional(AccountMetaCodec),
    dev_key: optional(t.string),
    password: optional(t.string),
    password_confirm: optional(t.string),
    own_password: optional(t.string),
  },
);

export const ProfileUpdateCodec: t.Type<ProfileUpdate, unknown, unknown> = shape(
  {},
  {
    name: optional(t.string),
    surname: optional(t.string),
    meta: optional(
      shape(
        {},
        {
          company: optional(t.string),
          monitor_channel_filter: optional(listOf(t.string)),
          monitor_wall_layout: optional(WallLayoutsCodec),
          monitor_wall_settings: optional(WallSettingsCodec),
          multiview_event_filter: optional(listOf(t.string)),
        },
      ),
    ),
    dev_key: optional(t.string),
  },
);

export const PasswordChangeCodec: t.Type<PasswordChange, unknown, unknown> = shape({
  old_password: t.string,
  new_password: t.string,
  confirm_password: t.string,
});
