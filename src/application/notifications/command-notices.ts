import { clockCommands } from '../../domain/clock';
import { networkIssueMessage } from '../../domain/settings';
import { commandNotices, silentNotice } from './command-notices-kit';
import type { NoticeRule, NoticeRules, NoticeText, SettledCommand } from './notice';

/** Why a failed command failed, under the spec's text: the push never left, or no reply came in time. */
export const outcomeDetail = (command: SettledCommand): string | undefined => {
  if (command.status === 'not_sent') return 'Not sent: no connection';
  if (command.status === 'timeout') return 'No reply from the server in time';
  return undefined;
};

/** A failure's toast: the spec's title, and under it the outcome or (`withReason`) the server's reason. */
export const failureNotice = (title: string, command: SettledCommand, withReason = false): NoticeText => {
  const body = withReason ? failureDetail(command) : outcomeDetail(command);
  // The original shows some failures in a success style; here a failure always looks like one.
  return body === undefined ? { title, intent: 'error' } : { title, body, intent: 'error' };
};

/**
 * What a failed command's toast says beside its title: the outcome (timed out, not sent), else a detail the
 * caller read from the reply, else the server's reason unless it is the bare 'error'.
 */
export const failureDetail = (command: SettledCommand, fromReply?: string): string | undefined =>
  outcomeDetail(command) ??
  fromReply ??
  // A stale save (issue 32 §2): the sheet names who and compares; the toast says it in words, not the bare code.
  (command.reason === 'stale' ? staleDetail : undefined) ??
  (command.reason && command.reason !== 'error' ? command.reason : undefined);

/** Said for saves and deletes alike: neither wrote anything, and the sheet shows who changed what. */
export const staleDetail = 'Someone changed it meanwhile, so nothing was written. The editor shows their changes.';

/** "Profile get or update time-out: 'Networking issue...' (type network_issue)" (spec 1 §8). */
export const networkIssueNotice = (command: SettledCommand): NoticeText | undefined =>
  command.status === 'timeout' || command.status === 'not_sent'
    ? { title: networkIssueMessage, intent: 'error' }
    : undefined;

/**
 * A command no table knows: success stays quiet, a failure is never silent (a push that could not be sent
 * says so, ARCHITECTURE.md §3.6).
 */
export const fallbackNotice: NoticeRule = (command) => {
  if (command.status === 'ok') return undefined;
  return { title: failureDetail(command) ?? 'The server refused the action', body: command.name, intent: 'error' };
};

/**
 * The toasts of the console-side commands the shell issues before any feature is in: the display zone, journaled
 * as a session opens, says nothing (its effect is the times shown). The control commands' rules come with the
 * signed-in console (control-notices.ts).
 */
export const commandNoticeRules: NoticeRules = {
  ...commandNotices(clockCommands, { displayZone: silentNotice }),
};
