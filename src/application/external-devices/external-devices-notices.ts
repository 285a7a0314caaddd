import { commandNotices, failureDetail, type NoticeRule } from '../notifications';
import { externalDeviceCommands } from '../../domain/instances';

// The spec names no toasts for the device pages. Decision (docs/protocol/instances.md): a relay's success is shown
// by the table itself (the device's next status), so it stays quiet; a failure is never silent.
const failure =
  (title: string): NoticeRule =>
  (command) => {
    if (command.status === 'ok') return undefined;
    const body = failureDetail(command);
    return body === undefined ? { title, intent: 'error' } : { title, body, intent: 'error' };
  };

// A route change and a typed command are on-air actions: each gives exactly one outcome toast, success too
// (docs/protocol.md "On-air actions").
export const externalDeviceNoticeRules = commandNotices(externalDeviceCommands, {
  changeRoute: (command) =>
    command.status === 'ok'
      ? { title: 'Route changed', body: `${command.args.output} now shows ${command.args.input}`, intent: 'success' }
      : failure('Unable to change route!')(command),
  command: (command) =>
    command.status === 'ok'
      ? { title: `Device command ${command.args.command} carried out`, intent: 'success' }
      : failure(`Device command ${command.args.command} refused`)(command),
  changeSetting: (command) =>
    command.status === 'ok'
      ? { title: 'Setting changed', body: `${command.args.setting}: ${command.args.value}`, intent: 'success' }
      : failure('Unable to change setting!')(command),
  resetDevice: failure('Unable to reset device!'),
});
