import { streamerCommands } from '../../domain/channels';
import { saveMessages } from '../../domain/admin-kit';
import { saveNoticeRule } from '../admin-kit';
import { commandNotices, failureDetail, type NoticeRules } from '../notifications';
import { instanceAdminCommands } from '../../domain/instances';

/**
 * Spec 3 §8 "Instances": 'Instance was created!', 'Instance was updated!', 'Unable to create/update instance!';
 * 'Instance was removed!', 'Unable to remove instance!' (also when the delete times out).
 */
export const instanceNoticeRules: NoticeRules = {
  ...commandNotices(instanceAdminCommands, {
    save: saveNoticeRule(saveMessages('Instance', 'instance')),
    remove: (command) => {
      if (command.status === 'ok') return { title: 'Instance was removed!', intent: 'success' };
      const body = failureDetail(command);
      return { title: 'Unable to remove instance!', intent: 'error', ...(body ? { body } : {}) };
    },
  }),
  ...commandNotices(streamerCommands, {
    // The spec names no text for a streamer message (spec 1 §7.2); the failure says why (docs/protocol/control.md).
    message: (command) => {
      if (command.status === 'ok') return { title: 'Message sent to the streamer', intent: 'success' };
      const body = failureDetail(command);
      return { title: 'Streamer message failed', intent: 'error', ...(body ? { body } : {}) };
    },
  }),
};
