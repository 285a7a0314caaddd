import { commandNotices, silentNotice } from '../notifications';
import { channelControlCommands } from './channel-controls.commands';

/** "Errors from … media server calls and router stops are ignored silently" (spec 1 §8, spec 2 §8). */
export const channelControlNoticeRules = commandNotices(channelControlCommands, {
  routerStop: silentNotice,
  pullStart: silentNotice,
  pullStop: silentNotice,
});
