import { deviceMessages, deviceCommands } from '../../domain/devices';
import { commandNotices, failureDetail, type NoticeText } from '../notifications';

const withBody = (notice: NoticeText, body: string | undefined): NoticeText => (body ? { ...notice, body } : notice);

/**
 * Spec 3 §8 "Devices": 'Device was created!' / 'Device was updated!', 'Unable to create device!', 'Unable to update
 * device!' (a warning), 'Device was released!' / 'Unable to release device!'; a save that carried a log entry
 * says 'Device log was created!' (or 'Unable to create device log!') beneath. A time-out fails like an error.
 */
export const deviceNoticeRules = commandNotices(deviceCommands, {
  save: (command) => {
    const created = command.args.mode === 'create';
    const log = command.args.log === true;
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
  take: (command) =>
    command.status === 'ok'
      ? { title: deviceMessages.created, intent: 'success' }
      : withBody({ title: deviceMessages.createFailed, intent: 'error' }, failureDetail(command)),
  release: (command) =>
    command.status === 'ok'
      ? { title: deviceMessages.released, intent: 'success' }
      : withBody({ title: deviceMessages.releaseFailed, intent: 'error' }, failureDetail(command)),
});
