import { controlMessages, formatControlMessage, type ControlMessageKey } from '../../domain/channels';
import { displayZoneCommandName } from '../../domain/clock';
import { networkIssueMessage, settingsAreaMessages } from '../../domain/settings';
import type { NoticeRule, NoticeRules, NoticeText, SettledCommand } from './notice';

/** Why a failed command failed, under the spec's text: the push never left, or no reply came in time. */
export const outcomeDetail = (command: SettledCommand): string | undefined => {
  if (command.status === 'not_sent') return 'Not sent: no connection';
  if (command.status === 'timeout') return 'No reply from the server in time';
  return undefined;
};

/** A failure's toast: the spec's title, and under it the outcome or (`withReason`) the server's reason. */
const failure = (title: string, command: SettledCommand, withReason = false): NoticeText => {
  const body = withReason ? failureDetail(command) : outcomeDetail(command);
  // The original shows some failures in a success style; here a failure always looks like one.
  return body === undefined ? { title, intent: 'error' } : { title, body, intent: 'error' };
};

const paramsOf = (args: unknown): Record<string, string | number> => {
  const params: Record<string, string | number> = {};
  if (typeof args !== 'object' || args === null) return params;
  for (const [key, value] of Object.entries(args))
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  return params;
};

const controlRule =
  (key: ControlMessageKey): NoticeRule =>
  (command) => {
    const params = paramsOf(command.args);
    if (command.status === 'ok') return { title: formatControlMessage(key, 'ok', params).text, intent: 'success' };
    // The channel streamer's title carries the server's reason already (spec 2 §8); the others say it beneath.
    const titled = key.startsWith('channel_streamer.');
    return failure(formatControlMessage(key, 'error', params, command.reason).text, command, !titled);
  };

/**
 * What a failed command's toast says beside its title: the outcome (timed out, not sent), else a detail the
 * caller read from the reply, else the server's reason unless it is the bare 'error'.
 */
export const failureDetail = (command: SettledCommand, fromReply?: string): string | undefined =>
  outcomeDetail(command) ?? fromReply ?? (command.reason && command.reason !== 'error' ? command.reason : undefined);

const networkIssue = (command: SettledCommand): NoticeText | undefined =>
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

const silent: NoticeRule = () => undefined;

/** Toasts of the commands known so far: streamer, transcoder and mediaconnect (spec 1 §8) and the profile. */
export const commandNoticeRules: NoticeRules = {
  ...Object.fromEntries((Object.keys(controlMessages) as ControlMessageKey[]).map((key) => [key, controlRule(key)])),
  // "Profile get or update time-out: 'Networking issue...' (type network_issue)" (spec 1 §8).
  'profile.get': (command) => networkIssue(command) ?? fallbackNotice(command),
  'profile.update': (command) =>
    networkIssue(command) ??
    (command.status === 'ok'
      ? { title: settingsAreaMessages.UpdateProfile.ok, intent: 'success' }
      : failure(settingsAreaMessages.UpdateProfile.failed, command)),
  'profile.change_password': (command) => {
    const texts = settingsAreaMessages.ChangePassword;
    if (command.status === 'ok') return { title: texts.ok, intent: 'success' };
    const reason =
      command.reason === 'invalid_password' || command.reason === 'passwords_dont_match'
        ? texts[command.reason]
        : texts.failed;
    return failure(reason, command);
  },
  // Background and page-only commands: their effect is visible where it happens (or they have none to show).
  'profile.ping': silent,
  'session.login': silent,
  'session.logout': silent,
  'shell.reload': silent,
  'processes.remove': silent,
  'processes.restore': silent,
  [displayZoneCommandName]: silent,
};
