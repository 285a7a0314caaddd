import { failureDetail, type NoticeRules, type SettledCommand } from '../notifications';
import { externalDeviceCommandNames } from './external-devices.commands';

// The spec names no toasts for the device pages. Decision (docs/protocol/instances.md): a success is shown by
// the table itself (the device's next status), so it stays quiet; a failure is never silent.
const failure =
  (title: string) =>
  (command: SettledCommand): ReturnType<NoticeRules[string]> => {
    if (command.status === 'ok') return undefined;
    const body = failureDetail(command);
    return body === undefined ? { title, intent: 'error' } : { title, body, intent: 'error' };
  };

export const externalDeviceNoticeRules: NoticeRules = {
  [externalDeviceCommandNames.changeRoute]: failure('Unable to change route!'),
  [externalDeviceCommandNames.changeSetting]: failure('Unable to change setting!'),
  [externalDeviceCommandNames.resetDevice]: failure('Unable to reset device!'),
};
