import { inject, injectable } from 'inversify';
import {
  canSeeDevKey,
  changePasswordFailureMessage,
  newDevKey,
  passwordMessages,
  validatePasswordChange,
  type Account,
  type ProfileUpdate,
} from '../../domain/accounts';
import { defineCommands, pushed, takes } from '../../domain/commands';
import { CommandPort, IdPort, TokenStorage, type CommandResult, type EmptyObject } from '../ports';
import { StateReader } from '../store';

/** The own profile's commands; their toasts are profile-notices.ts (spec 1 §8, spec 3 §8). */
export const profileCommands = defineCommands('profile', {
  get: pushed('profile.get'),
  update: pushed('profile.update'),
  /** Passwords are never journaled: the args name none. */
  changePassword: takes<EmptyObject>('profile.change_password'),
});

/** What the profile form edits (spec 3 §7 update_profile). */
export interface ProfileValues {
  readonly name: string;
  readonly surname: string;
  readonly company: string;
  /** Developers only; undefined leaves the key as it is. */
  readonly devKey?: string;
}

/** How a password change ended, in the words the form shows under its fields. */
export type PasswordChangeResult =
  | { readonly outcome: 'changed'; readonly message: string }
  | { readonly outcome: 'refused'; readonly message: string; readonly field: 'old' | 'confirm' | 'form' };

/**
 * The own profile's actions on profile:{token} (spec 1 §7.2, spec 3 §7): get, update, change_password, each
 * with the command wrapper's 10 s time-out ('Networking issue...'). The profile shown changes only when the
 * server's init/update frame comes back, never from a reply.
 */
@injectable()
export class ProfileCommands {
  constructor(
    @inject(CommandPort) private readonly commands: CommandPort,
    @inject(TokenStorage) private readonly tokens: TokenStorage,
    @inject(IdPort) private readonly ids: IdPort,
    @inject(StateReader) private readonly store: StateReader,
  ) {}

  /** Asks the server to send the profile again (the screen does on open). */
  reload(): Promise<CommandResult<{ readonly data: Account }>> {
    return this.commands.push({ ...this.address(), name: profileCommands.get, push: 'get', payload: {} });
  }

  /** Saves name, surname and company, and the dev key for a developer (spec 3 §6: nobody else has one). */
  save(values: ProfileValues): Promise<CommandResult<{ readonly data: Account }>> {
    const developer = canSeeDevKey(this.store.state.session.profile?.type);
    const payload: ProfileUpdate = {
      name: values.name.trim(),
      surname: values.surname.trim(),
      meta: { company: values.company.trim() },
      ...(developer && values.devKey !== undefined ? { dev_key: values.devKey } : {}),
    };
    return this.commands.push({ ...this.address(), name: profileCommands.update, push: 'update', payload });
  }

  /** A new dev key: the fixed prefix and a random UUID (spec 3 §9); the form saves it with the profile. */
  newDevKey(): string {
    return newDevKey(this.ids.newId());
  }

  /**
   * Changes the own password. A mismatch is caught before anything is sent (spec 3 §5); the server's reasons
   * map to the spec's texts (§8). Passwords are never journaled: the command's args name no password.
   */
  async changePassword(oldPassword: string, newPassword: string, confirmation: string): Promise<PasswordChangeResult> {
    const mismatch = validatePasswordChange(newPassword, confirmation);
    if (mismatch) return { outcome: 'refused', message: mismatch, field: 'confirm' };
    const result = await this.commands.push({
      ...this.address(),
      name: profileCommands.changePassword,
      push: 'change_password',
      payload: { old_password: oldPassword, new_password: newPassword, confirm_password: confirmation },
      args: {},
    });
    if (result.outcome === 'ok') return { outcome: 'changed', message: passwordMessages.changed };
    const reason = result.outcome === 'error' ? result.reason : undefined;
    const message = changePasswordFailureMessage(reason);
    const field = reason === 'invalid_password' ? 'old' : reason === 'passwords_dont_match' ? 'confirm' : 'form';
    return { outcome: 'refused', message, field };
  }

  private address() {
    return { pattern: 'profile:{token}' as const, params: { token: this.tokens.get() ?? '' } };
  }
}
