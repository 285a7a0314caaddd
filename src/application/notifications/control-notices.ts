import {
  channelStreamerCommands,
  controlMessages,
  formatControlMessage,
  mediaconnectCommands,
  streamerCommands,
  transcoderCommands,
  type ControlMessageKey,
} from '../../domain/channels';
import type { AnyCommandRegistry } from '../../domain/commands';
import { failureNotice } from './command-notices';
import { commandNotices } from './command-notices-kit';
import type { NoticeRules, NoticeRule } from './notice';

// The control commands' toasts (spec 1 §8: streamer, transcoder, channel streamer and mediaconnect), whose texts
// the domain's control catalogue keys by name. Several features issue them (instances, productions, channel
// tiles, channels), so the notifications feature binds them, with the signed-in console: the login route never
// issues one (docs/performance.md, "Login route bundle").

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

/** The toasts of every control command, by name. */
export const controlNoticeRules: NoticeRules = {
  ...controlNotices(streamerCommands),
  ...controlNotices(transcoderCommands),
  ...controlNotices(channelStreamerCommands),
  ...controlNotices(mediaconnectCommands),
};
