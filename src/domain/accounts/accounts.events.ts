import type { Account } from './account';
import type { PresenceDiff, Presences } from './presence';

/** `accounts:all` init: the full list, replacing what was held. */
export interface AccountsReceived {
  readonly type: 'AccountsReceived';
  readonly accounts: readonly Account[];
  readonly at: number;
}

export interface AccountUpdated {
  readonly type: 'AccountUpdated';
  readonly account: Account;
  readonly at: number;
}

export interface AccountDeleted {
  readonly type: 'AccountDeleted';
  readonly id: number;
  readonly at: number;
}

/** The signed-in account on `profile:{token}`, with its own sessions when the frame carries them. */
export interface ProfileReceived {
  readonly type: 'ProfileReceived';
  readonly account: Account;
  readonly at: number;
}

export interface PresenceStateReceived {
  readonly type: 'PresenceStateReceived';
  readonly presences: Presences;
  readonly at: number;
}

export interface PresenceDiffReceived {
  readonly type: 'PresenceDiffReceived';
  readonly diff: PresenceDiff;
  readonly at: number;
}

/** POST login answered status ok. The token itself never enters an event. */
export interface LoginSucceeded {
  readonly type: 'LoginSucceeded';
  readonly at: number;
}

/** POST login answered with a status other than ok; `message` is the server's msg, if any. */
export interface LoginRefused {
  readonly type: 'LoginRefused';
  readonly message?: string;
  readonly at: number;
}

/** POST login did not get an answer it could read (network, HTTP error, unreadable body). */
export interface LoginFailed {
  readonly type: 'LoginFailed';
  readonly at: number;
}

/** GET verify answered: result 1 means logged in, anything else (or a failed call) means not. */
export interface LoginChecked {
  readonly type: 'LoginChecked';
  readonly loggedIn: boolean;
  readonly at: number;
}

export interface LoggedOut {
  readonly type: 'LoggedOut';
  readonly at: number;
}

/** POST session/delete/{id} answered ok. */
export interface SessionDeleted {
  readonly type: 'SessionDeleted';
  readonly id: number;
  readonly at: number;
}

export type AccountsListEvent = AccountsReceived | AccountUpdated | AccountDeleted;
export type SessionEvent =
  | ProfileReceived
  | PresenceStateReceived
  | PresenceDiffReceived
  | LoginSucceeded
  | LoginRefused
  | LoginFailed
  | LoginChecked
  | LoggedOut
  | SessionDeleted;
export type AccountsEvent = AccountsListEvent | SessionEvent;
