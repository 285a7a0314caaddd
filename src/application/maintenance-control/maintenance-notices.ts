import { settingsAreaMessages } from '../../domain/settings';
import type { NoticeRules } from '../notifications';
import { maintenanceCommandNames } from './maintenance.commands';

const { StartMaintenance: started, StopMaintenance: stopped } = settingsAreaMessages;

/** 'Maintenance started!', 'Unable to start maintenance!' and the stop pair (spec 3 §8). */
export const maintenanceNoticeRules: NoticeRules = {
  [maintenanceCommandNames.start]: (command) =>
    command.status === 'ok'
      ? { title: started.ok, intent: 'success' }
      : { title: started.failed, ...(command.reason ? { body: command.reason } : {}), intent: 'error' },
  [maintenanceCommandNames.stop]: (command) =>
    command.status === 'ok'
      ? { title: stopped.ok, intent: 'success' }
      : { title: stopped.failed, ...(command.reason ? { body: command.reason } : {}), intent: 'error' },
};
