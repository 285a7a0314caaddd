import type { CommandOutcome } from '../log';
import { saveMessages, type ActionMessages } from '../admin-kit';

/** Spec 1 §8: a profile get or update time-out. */
export const networkIssueMessage = 'Networking issue...';

/**
 * Toasts of the settings area editors (spec 3 §8), keyed by the command name the editor issues and the result.
 * Spec 3 §8 quotes the setting texts and says "equivalent create and update messages exist" for list types,
 * running orders, accounts and groups; those follow the setting texts word for word with the entity's name.
 */
export const settingsAreaMessages = {
  SaveSetting: saveMessages('Setting', 'setting'),
  SaveListType: saveMessages('List type', 'list type'),
  SaveRunningOrder: saveMessages('Running order', 'running order'),
  SaveAccount: saveMessages('Account', 'account'),
  SaveGroup: saveMessages('Group', 'group'),
  GetProfile: { timeout: networkIssueMessage },
  UpdateProfile: { ok: 'Profile was updated!', failed: 'Unable to update profile!', timeout: networkIssueMessage },
  ChangePassword: {
    ok: 'Password was changed!',
    invalid_password: 'Old password is invalid!',
    passwords_dont_match: "Passwords dont't match!",
    failed: 'Unable to change password!',
  },
  DeleteSession: { ok: 'Session has been deleted!', failed: 'Unable to delete session!' } satisfies ActionMessages,
  StartMaintenance: { ok: 'Maintenance started!', failed: 'Unable to start maintenance!' } satisfies ActionMessages,
  StopMaintenance: { ok: 'Maintenance stopped!', failed: 'Unable to stop maintenance!' } satisfies ActionMessages,
} as const;

export type SettingsAreaCommand = keyof typeof settingsAreaMessages;

/** Profile pushes: a time-out reads 'Networking issue...' (spec 1 §8), an error reply the editor's own text. */
export const profileResult = (outcome: CommandOutcome): 'ok' | 'failed' | 'timeout' => {
  if (outcome === 'ok') return 'ok';
  return outcome === 'timeout' ? 'timeout' : 'failed';
};
