export type { BillingEvent } from './billing.events';
