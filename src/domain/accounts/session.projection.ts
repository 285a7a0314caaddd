import { castDraft, type Draft } from 'immer';
import { defineProjection, unhandled } from '../projection';
import type { Account, Session } from './account';
import type { SessionEvent } from './accounts.events';
import { loginMessages, loginRefusedMessage } from './login';
import { applyPresenceDiff, type Presences } from './presence';

/** Whether the console is logged in: unknown until the first verify or login answers. */
export type LoginStatus = 'unknown' | 'logged_in' | 'logged_out';

/**
 * The signed-in side of the console. It never holds the token or a password: whether a login holds is all
 * the views need, and the token stays with the HTTP port that stores it.
 */
export interface SessionState {
  readonly status: LoginStatus;
  /** Text for the login alert after a refused or failed login. */
  readonly loginError?: string;
  /** The signed-in account, without its sessions (those are in `sessions`). */
  readonly profile?: Account;
  readonly sessions: Readonly<Record<string, Session>>;
  readonly presences: Presences;
  readonly changedAt?: number;
}

export const initialSessionState: SessionState = { status: 'unknown', sessions: {}, presences: {} };

const withoutSessions = (account: Account): Account => {
  const { sessions: _sessions, ...rest } = account;
  return rest;
};

export const sessionProjection = defineProjection<SessionState, SessionEvent>({
  name: 'session',
  initial: initialSessionState,
  handles: {
    ProfileReceived: true,
    PresenceStateReceived: true,
    PresenceDiffReceived: true,
    LoginSucceeded: true,
    LoginRefused: true,
    LoginFailed: true,
    LoginChecked: true,
    LoggedOut: true,
    SessionDeleted: true,
  },
  apply(draft, event) {
    draft.changedAt = event.at;
    switch (event.type) {
      case 'ProfileReceived':
        draft.profile = castDraft(withoutSessions(event.account));
        // A profile frame without sessions says nothing about them; one with a list replaces them.
        if (event.account.sessions) {
          draft.sessions = {};
          for (const session of event.account.sessions) draft.sessions[session.id] = castDraft(session);
        }
        return;
      case 'PresenceStateReceived':
        draft.presences = castDraft({ ...event.presences }); // a copy: diffs edit this map in place
        return;
      case 'PresenceDiffReceived':
        applyPresenceDiff(draft.presences, event.diff);
        return;
      case 'LoginSucceeded':
        draft.status = 'logged_in';
        draft.loginError = undefined;
        return;
      case 'LoginRefused':
        draft.status = 'logged_out';
        draft.loginError = loginRefusedMessage(event.message);
        return;
      case 'LoginFailed':
        draft.loginError = loginMessages.unreachable;
        return;
      case 'LoginChecked':
        if (event.loggedIn) {
          draft.status = 'logged_in';
          return;
        }
        signOut(draft);
        return;
      case 'LoggedOut':
        signOut(draft);
        draft.loginError = undefined;
        return;
      case 'SessionDeleted':
        delete draft.sessions[event.id];
        return;
      default:
        unhandled(event);
    }
  },
});

function signOut(draft: Draft<SessionState>): void {
  draft.status = 'logged_out';
  draft.profile = undefined;
  draft.sessions = {};
  draft.presences = {};
}

/** Own sessions, newest first by id (ids grow with creation). */
export const ownSessions = (sessions: SessionState['sessions']): readonly Session[] =>
  Object.values(sessions).sort((a, b) => b.id - a.id);
