import type { NoticeRules } from '../notifications';

/**
 * Command names of the tile. Transcoder and mediaconnect names are the keys of the control toasts
 * (domain/channels/control-messages.ts), whose rules the notifications module already binds.
 */
export const channelControlCommandNames = {
  mediaconnectStart: 'mediaconnect.start',
  mediaconnectStop: 'mediaconnect.stop',
  routerStop: 'router.stop',
  pullStart: 'pull.start',
  pullStop: 'pull.stop',
} as const;

/** "Errors from … media server calls and router stops are ignored silently" (spec 1 §8, spec 2 §8). */
export const channelControlNoticeRules: NoticeRules = {
  [channelControlCommandNames.routerStop]: () => undefined,
  [channelControlCommandNames.pullStart]: () => undefined,
  [channelControlCommandNames.pullStop]: () => undefined,
};
