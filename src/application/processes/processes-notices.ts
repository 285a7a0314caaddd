import { processCommands } from '../../domain/processes';
import { commandNotices, silentNotice } from '../notifications';

/** Removing a process from the bar and restoring the list say nothing: their effect is the bar itself. */
export const processNoticeRules = commandNotices(processCommands, { remove: silentNotice, restore: silentNotice });
