import { defineCommands, pushed } from '../../domain/commands';
import { commandNotices, silentNotice } from '../notifications';

/**
 * The tile's own commands. Its transcoder and mediaconnect commands are the control catalogue's
 * (domain/channels/control-commands.ts), whose toasts the notifications module already binds.
 */
export const channelControlCommands = defineCommands('channel-controls', {
  routerStop: pushed('router.stop'),
  pullStart: pushed('pull.start'),
  pullStop: pushed('pull.stop'),
});

/** "Errors from … media server calls and router stops are ignored silently" (spec 1 §8, spec 2 §8). */
export const channelControlNoticeRules = commandNotices(channelControlCommands, {
  routerStop: silentNotice,
  pullStart: silentNotice,
  pullStop: silentNotice,
});
