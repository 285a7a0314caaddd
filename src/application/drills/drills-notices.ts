import { commandNotices, failureDetail, type NoticeRule } from '../notifications';
import { drillCommands } from './drills.commands';

/** What the server's refusals mean to the operator (docs/protocol/media.md "Fault drills"). */
const reasonTexts: Readonly<Record<string, string>> = {
  unknown_channel: 'That channel does not exist on the studio server.',
  not_running: 'No drill is running on that channel.',
  unauthorized: 'Only administrators may run fault drills.',
  invalid: 'The server refused the channel, fault or seconds.',
};

const drillNotice =
  (success: string, failure: string): NoticeRule =>
  (command) =>
    command.status === 'ok'
      ? { title: success, intent: 'success' }
      : {
          title: failure,
          intent: 'error',
          ...withBody(failureDetail(command, command.reason === undefined ? undefined : reasonTexts[command.reason])),
        };

const withBody = (body: string | undefined): { readonly body?: string } => (body === undefined ? {} : { body });

/** The Drill panel's toasts: a start or stop says it happened, a refusal says why. */
export const drillNoticeRules = commandNotices(drillCommands, {
  start: drillNotice('Drill started', 'The drill did not start'),
  stop: drillNotice('Drill stopped', 'The drill did not stop'),
});
