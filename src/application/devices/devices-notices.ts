import { deviceMessages } from '../../domain/devices';
import { failureDetail, type NoticeRules, type NoticeText, type SettledCommand } from '../notifications';
import { deviceCommandNames } from './devices.commands';

const argsOf = (command: SettledCommand): { readonly mode?: unknown; readonly log?: unknown } =>
  typeof command.args === 'object' && command.args !== null ? command.args : {};

const withBody = (notice: NoticeText, body: string | undefined): NoticeText => (body ? { ...notice, body } : notice);

/**
 * Spec 3 §8 "Devices": 'Device was created!' / 'Device was updated!', 'Unable to create device!', 'Unable to update
 * device!' (a warning), 'Device was released!' / 'Unable to release device!'; a save that carried a log entry
 * says 'Device log was created!' (or 'Unable to create device log!') beneath. A time-out fails like an error.
 */
export const deviceNoticeRules: NoticeRules = {
  [deviceCommandNames.save]: (command) => {
    const args = argsOf(command);
    const created = args.mode === 'create';
    const log = args.log === true;
    if (command.status === 'ok')
      return withBody(
        { title: created ? deviceMessages.created : deviceMessages.updated, intent: 'success' },
        log ? deviceMessages.logCreated : undefined,
      );
    const detail = failureDetail(command);
    const body = [log ? deviceMessages.logCreateFailed : undefined, detail].filter(Boolean).join(' ');
    return withBody(
      created
        ? { title: deviceMessages.createFailed, intent: 'error' }
        : { title: deviceMessages.updateFailed, intent: 'warning' },
      body,
    );
  },
  [deviceCommandNames.take]: (command) =>
    command.status === 'ok'
      ? { title: deviceMessages.created, intent: 'success' }
      : withBody({ title: deviceMessages.createFailed, intent: 'error' }, failureDetail(command)),
  [deviceCommandNames.release]: (command) =>
    command.status === 'ok'
      ? { title: deviceMessages.released, intent: 'success' }
      : withBody({ title: deviceMessages.releaseFailed, intent: 'error' }, failureDetail(command)),
};
