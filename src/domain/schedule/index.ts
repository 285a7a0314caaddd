export type { ScheduleEvent } from './schedule.events';
