export type { GroupsEvent } from './groups.events';
