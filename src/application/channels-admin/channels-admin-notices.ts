import { channelGroupMessages, channelMessages, channelsAdminCommands } from '../../domain/channels';
import type { SaveMessages } from '../../domain/admin-kit';
import { saveNoticeRule } from '../admin-kit';
import { commandNotices } from '../notifications';

const asSaveMessages = (texts: {
  readonly created: string;
  readonly updated: string;
  readonly createFailed: string;
  readonly updateFailed: string;
}): SaveMessages => ({
  created: texts.created,
  updated: texts.updated,
  create_failed: texts.createFailed,
  update_failed: texts.updateFailed,
});

/**
 * Spec 2 §8 'Channel was created!' … 'Unable to update channel!'; the group toasts by kind (spec 3 §8,
 * docs/protocol/channels.md). The streamer start and stop toasts are the control catalogue's
 * (channel_streamer.*); a preview has no rule: it shows in the editor, and its failure gets the generic toast.
 */
export const channelsAdminNoticeRules = commandNotices(channelsAdminCommands, {
  channel: saveNoticeRule(asSaveMessages(channelMessages)),
  group: (command) => saveNoticeRule(asSaveMessages(channelGroupMessages[command.args.kind]))(command),
});
