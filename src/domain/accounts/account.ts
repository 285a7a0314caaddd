import type { WallLayouts, WallSettings } from './wall-layout-meta';
import type { ArchiveState } from '../groups';

/** An account's meta (spec 1 §3, spec 3 §3). Free-form on the wire: keys this console does not know are kept. */
export interface AccountMeta {
  /** Uuid of the group a new account made by this one joins when none is chosen (spec 3 §5). */
  readonly default_group?: string;
  readonly monitor_channel_filter?: unknown;
  /** The walls' layouts (issue 31), any JSON: read leniently by domain/monitoring `savedWallLayouts`. */
  readonly monitor_wall_layout?: unknown;
  /** The walls' header switches (issue 31), any JSON: read leniently by domain/monitoring `savedWallSettings`. */
  readonly monitor_wall_settings?: unknown;
  readonly multiview_event_filter?: unknown;
  /** Hides the video-on-demand and live panels on the cloudrec event page (spec 3 §6). */
  readonly rec_readonly?: boolean;
  readonly mtv_special_import?: boolean;
  readonly company?: string;
  readonly export?: { readonly sanoma_content_owner_list_id?: number };
}

/** One login session of the signed-in account (spec 3 §3). */
export interface Session {
  readonly id: number;
  readonly current?: boolean;
  readonly meta?: { readonly ip?: string; readonly user_agent?: string };
  readonly inserted_at?: string;
  /** Last time the session was online, unix seconds; 0 when never seen (shown as 'Long time ago'). */
  readonly online_at?: number;
}

/**
 * An account (spec 1 §3, spec 3 §3). `type` is kept as the server's string (see account-type.ts). Passwords
 * are write-only: no account in state ever holds one.
 */
export interface Account {
  /** The stored version (one more on each write); a save sends the one its form was based on (issue 32 §2). */
  readonly version?: number;
  readonly id: number;
  readonly email: string;
  readonly type: string;
  readonly name?: string;
  readonly surname?: string;
  readonly state?: ArchiveState;
  /** Group uuids. */
  readonly groups?: readonly string[];
  readonly meta?: AccountMeta;
  /**
   * Profile only: a member of an active group flagged productions (spec 1 §6), as the server knows it; the
   * Productions menu reads it, since a cloudrec console cannot read groups (issue 28).
   */
  readonly productions?: boolean;
  /** Developers only (spec 3 §6). */
  readonly dev_key?: string;
  /** Own sessions, delivered with the profile only. */
  readonly sessions?: readonly Session[];
  readonly inserted_at?: string;
  readonly updated_at?: string;
}

/** What an account save sends (spec 3 §3): the password fields only on create or a password reset. */
export interface AccountDraft {
  readonly id?: number;
  readonly email: string;
  readonly type: string;
  readonly state: ArchiveState;
  readonly groups: readonly string[];
  readonly name?: string;
  readonly surname?: string;
  readonly meta?: AccountMeta;
  readonly dev_key?: string;
  readonly password?: string;
  readonly password_confirm?: string;
  /** The saving administrator's own password, when the server asks for it. */
  readonly own_password?: string;
}

/** The profile `update` push (spec 3 §7: name, surname, meta.company, dev_key). */
export interface ProfileUpdate {
  readonly name?: string;
  readonly surname?: string;
  readonly meta?: {
    readonly company?: string;
    /** Uuids of the channels on the own monitor wall (spec 2 §3, §7; docs/protocol/accounts.md). */
    readonly monitor_channel_filter?: readonly string[];
    /** Every wall's grid and solo (issue 31; docs/protocol/accounts.md "Wall layout"). */
    readonly monitor_wall_layout?: WallLayouts;
    /** The walls' Sound alarm and Stats switches (issue 31; docs/protocol/accounts.md "Wall settings"). */
    readonly monitor_wall_settings?: WallSettings;
    /** Uuids of the events on the own multiview wall (spec 2 §3). */
    readonly multiview_event_filter?: readonly string[];
  };
  readonly dev_key?: string;
}

/** The profile `change_password` push (spec 3 §7). */
export interface PasswordChange {
  readonly old_password: string;
  readonly new_password: string;
  readonly confirm_password: string;
}

/** What the top bar shows: the name, or the e-mail when there is no name (spec 1 §2.2). */
export const displayName = (account: Pick<Account, 'name' | 'surname' | 'email'>): string => {
  const name = [account.name, account.surname].filter((part) => part !== undefined && part.trim() !== '').join(' ');
  return name === '' ? account.email : name;
};
