export { TopicLeases } from './topic-leases';
export type { TopicLease } from './topic-leases';
export { LeaseSet } from './lease-set';
