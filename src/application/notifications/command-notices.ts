import {
  channelStreamerCommands,
  controlMessages,
  formatControlMessage,
  mediaconnectCommands,
  streamerCommands,
  transcoderCommands,
  type ControlMessageKey,
} from '../../domain/channels';
import { clockCommands } from '../../domain/clock';
import type { AnyCommandRegistry } from '../../domain/commands';
import { processCommands } from '../../domain/processes';
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

// A control toast names what its command's arguments say ({name}, {n}, {x}): any string or number among them.
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
    return failureNotice(formatControlMessage(key, 'error', params, command.reason).text, command, !titled);
  };

/**
 * What a failed command's toast says beside its title: the outcome (timed out, not sent), else a detail the
 * caller read from the reply, else the server's reason unless it is the bare 'error'.
 */
export const failureDetail = (command: SettledCommand, fromReply?: string): string | undefined =>
  outcomeDetail(command) ?? fromReply ?? (command.reason && command.reason !== 'error' ? command.reason : undefined);

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

const isControlKey = (name: string): name is ControlMessageKey => Object.hasOwn(controlMessages, name);

/** Every command of a control registry toasts the control catalogue's text under its name. */
const controlNotices = (registry: AnyCommandRegistry): NoticeRules =>
  commandNotices(
    registry,
    Object.fromEntries(
      Object.entries(registry).flatMap(([key, entry]) =>
        isControlKey(entry.name) ? [[key, controlRule(entry.name)]] : [],
      ),
    ),
  );

/**
 * The toasts of the control commands (spec 1 §8: streamer, transcoder and mediaconnect), whose texts the domain's
 * control catalogue keys by name, and of the console-side commands the shell issues.
 */
export const commandNoticeRules: NoticeRules = {
  ...controlNotices(streamerCommands),
  ...controlNotices(transcoderCommands),
  ...controlNotices(channelStreamerCommands),
  ...controlNotices(mediaconnectCommands),
  // Their effect is visible where it happens: the process bar, the times shown.
  ...commandNotices(processCommands, { remove: silentNotice, restore: silentNotice }),
  ...commandNotices(clockCommands, { displayZone: silentNotice }),
};
