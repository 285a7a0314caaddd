import { failureDetail, type NoticeRules, type SettledCommand } from '../notifications';
import { externalDeviceCommandNames } from './external-devices.commands';

// The spec names no toasts for the device pages. Decision (docs/protocol/instances.md): a relay's success is shown
// by the table itself (the device's next status), so it stays quiet; a failure is never silent.
const failure =
  (title: string) =>
  (command: SettledCommand): ReturnType<NoticeRules[string]> => {
    if (command.status === 'ok') return undefined;
    const body = failureDetail(command);
    return body === undefined ? { title, intent: 'error' } : { title, body, intent: 'error' };
  };

const argOf = (command: SettledCommand, key: string): string => {
  const value = (command.args as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : '';
};

// A route change and a typed command are on-air actions: each gives exactly one outcome toast, success too
// (docs/protocol.md "On-air actions").
export const externalDeviceNoticeRules: NoticeRules = {
  [externalDeviceCommandNames.changeRoute]: (command) =>
    command.status === 'ok'
      ? {
          title: 'Route changed',
          body: `${argOf(command, 'output')} now shows ${argOf(command, 'input')}`,
          intent: 'success',
        }
      : failure('Unable to change route!')(command),
  [externalDeviceCommandNames.command]: (command) =>
    command.status === 'ok'
      ? { title: `Device command ${argOf(command, 'command')} carried out`, intent: 'success' }
      : failure(`Device command ${argOf(command, 'command')} refused`)(command),
  [externalDeviceCommandNames.changeSetting]: (command) =>
    command.status === 'ok'
      ? {
          title: 'Setting changed',
          body: `${argOf(command, 'setting')}: ${argOf(command, 'value')}`,
          intent: 'success',
        }
      : failure('Unable to change setting!')(command),
  [externalDeviceCommandNames.resetDevice]: failure('Unable to reset device!'),
};
