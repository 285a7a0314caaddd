import { decoded, defineCommands, pushed, takes } from '../commands';
import type { SaveArgs } from '../admin-kit';
import type { ChannelGroupType } from './channel-group';

// The control topic's commands whose toasts the control catalogue holds (control-messages.ts, keyed by these
// names): the channel tile, the channel editor, the productions list and the instance card issue them.

/** The tile's transcoder pushes; an input channel's start is awaited (transcoder-start-wait.ts). */
export const transcoderCommands = defineCommands('transcoder', {
  start: pushed('transcoder.start'),
  stop: pushed('transcoder.stop'),
});

/** A channel's streamer, started and stopped from the channel editor and the productions list. */
export const channelStreamerCommands = defineCommands('channel-streamer', {
  start: pushed('channel_streamer.start'),
  stop: pushed('channel_streamer.stop'),
});

/** The tile's mediaconnect flows. */
export const mediaconnectCommands = defineCommands('mediaconnect', {
  start: pushed('mediaconnect.start'),
  stop: pushed('mediaconnect.stop'),
});

/** The instance card's streamer actions; bitrate and interface journal what their toasts name. */
export const streamerCommands = defineCommands('streamer', {
  restart: pushed('streamer.restart'),
  start: pushed('streamer.start'),
  stop: pushed('streamer.stop'),
  update: pushed('streamer.update'),
  bitrate: takes<{ readonly instance: number; readonly name: string; readonly n: string }>('streamer.bitrate'),
  defaultInterface: takes<{ readonly instance: number; readonly x: string }>('streamer.default_interface'),
  speedtest: pushed('streamer.speedtest'),
  message: pushed('streamer.message'),
  /** The instances list stops an instance's transcoder, with its own failure text. */
  stopTranscoder: pushed('transcoder.stop_instance'),
});

/** The area's commands; the toasts (channels-admin-notices.ts) and the audit key on them. */
export const channelsAdminCommands = defineCommands('channels-admin', {
  channel: decoded<SaveArgs & { readonly channel: unknown; readonly channel_groups: unknown }>('channels.save'),
  /** A preview shows in the editor; its failure gets the generic toast. */
  preview: takes<{ readonly channel_groups: unknown }>('channels.get_configuration'),
  /** A group save says which kind of group (its toasts differ, spec 3 §8). */
  group: decoded<SaveArgs & { readonly channel_group: unknown; readonly kind: ChannelGroupType }>(
    'channel_groups.save',
  ),
});
