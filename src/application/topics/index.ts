export { TopicLeases } from './topic-leases';
export type { TopicLease } from './topic-leases';
