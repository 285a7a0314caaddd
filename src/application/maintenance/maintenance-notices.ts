import { settingsAreaMessages } from '../../domain/settings';
import { commandNotices } from '../notifications';
import { maintenanceCommands } from './maintenance.commands';

const { StartMaintenance: started, StopMaintenance: stopped } = settingsAreaMessages;

/** 'Maintenance started!', 'Unable to start maintenance!' and the stop pair (spec 3 §8). */
export const maintenanceNoticeRules = commandNotices(maintenanceCommands, {
  start: (command) =>
    command.status === 'ok'
      ? { title: started.ok, intent: 'success' }
      : { title: started.failed, ...(command.reason ? { body: command.reason } : {}), intent: 'error' },
  stop: (command) =>
    command.status === 'ok'
      ? { title: stopped.ok, intent: 'success' }
      : { title: stopped.failed, ...(command.reason ? { body: command.reason } : {}), intent: 'error' },
});
