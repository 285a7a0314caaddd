// Toast texts of streamer, transcoder and mediaconnect commands (spec 1 §8, spec 2 §8, spec 3 §8), keyed by
// command name and outcome. `{name}`, `{n}` and `{x}` are filled by formatControlMessage.

/** Toast intent. Transcoder and mediaconnect failures use the success style (spec 1 §8, spec 2 §8). */
export type ToastIntent = 'success' | 'warning' | 'error';

export interface ToastText {
  readonly text: string;
  readonly intent: ToastIntent;
}

export interface OutcomeTexts {
  readonly ok: ToastText;
  readonly error: ToastText;
}

const pair = (ok: string, error: string, errorIntent: ToastIntent = 'error'): OutcomeTexts => ({
  ok: { text: ok, intent: 'success' },
  error: { text: error, intent: errorIntent },
});

export const controlMessages = {
  'streamer.restart': pair('Streamer restart success', 'Streamer restart failed'),
  'streamer.start': pair('Streamer start success', 'Streamer start failed'),
  'streamer.stop': pair('Streamer stop success', 'Streamer stop failed'),
  'streamer.update': pair('Streamer update request sent', 'Streamer update request failed'),
  'streamer.bitrate': pair('Streamer {name} bitrate changed to {n}', 'Streamer {name} bitrate change failed'),
  'streamer.default_interface': pair('Default interface changed to {x}', 'Default interface change failed'),
  'streamer.speedtest': pair('Streamer speedtest started', 'Streamer speedtest failed'),
  // The channel editor and productions start and stop the channel's streamer; failures carry the error text.
  'channel_streamer.start': pair('Streamer started!', 'Streamer start failed!', 'success'),
  'channel_streamer.stop': pair('Streamer stopped', 'Streamer stop failed!', 'success'),
  'transcoder.start': pair('Transcoder started!', 'Transcoder start failed!', 'success'),
  'transcoder.stop': pair('Transcoder stopped', 'Transcoder stop failed!', 'success'),
  // The instances list stops an instance's transcoder with its own failure text (spec 3 §8).
  'transcoder.stop_instance': pair('Transcoder stopped', 'Cannot stop transcoder', 'warning'),
  'mediaconnect.start': pair('Mediaconnects started!', 'Mediaconnects start failed!', 'success'),
  'mediaconnect.stop': pair('Mediaconnects stopped', 'Mediaconnects stop failed!', 'success'),
} as const satisfies Record<string, OutcomeTexts>;

export type ControlMessageKey = keyof typeof controlMessages;

/** Confirmation prompts before a stop (spec 1 §8). */
export const controlConfirmations = {
  'transcoder.stop': 'Stop transcoder?',
  'mediaconnect.stop': 'Stop mediaconnects?',
} as const;

/**
 * The toast of a settled command: placeholders filled from params; `detail` (the server's reason) is appended
 * to failures of the channel streamer ('with the error appended', spec 2 §8).
 */
export const formatControlMessage = (
  key: ControlMessageKey,
  outcome: 'ok' | 'error',
  params: Readonly<Record<string, string | number>> = {},
  detail?: string,
): ToastText => {
  const entry: ToastText = controlMessages[key][outcome];
  const text = entry.text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
  const appended = outcome === 'error' && detail && key.startsWith('channel_streamer.') ? `${text} ${detail}` : text;
  return { text: appended, intent: entry.intent };
};
