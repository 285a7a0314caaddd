export type { InstancesEvent } from './instances.events';
