import { decoded, defineCommands, type EmptyArgs } from '../commands';

/** One of the account's own sessions ended from /settings/sessions (POST session/delete/{id}). */
export const sessionsCommands = defineCommands('sessions', {
  delete: decoded<{ readonly id: number }>('session.delete'),
});

/** The session's user actions: HTTP calls and a page action, journaled like pushes (`CommandPort.run`). */
export const sessionCommands = defineCommands('shell', {
  /** The e-mail typed, lowercased; never the password. */
  login: decoded<{ readonly email: string }>('session.login'),
  logout: decoded<EmptyArgs>('session.logout'),
  reload: decoded<EmptyArgs>('shell.reload'),
});
