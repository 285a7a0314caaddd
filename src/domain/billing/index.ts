export { billingOf, toBillableEvent } from './billable-event';
export type { BillableEvent, ResolvedBilling } from './billable-event';
export { isContractOpen, selectableContracts } from './billing-contracts';
export { billingCsvFileName, billingCsvHeader, billingCsvRows, toCsvText, withoutContractTitle } from './billing-csv';
export type { CsvRow } from './billing-csv';
export {
  billingFilterLabels,
  billingFilterPredicates,
  billingTooltips,
  matchesBillingFilters,
} from './billing-filters';
export type { BillingFilter } from './billing-filters';
export {
  canExportCsv,
  canMarkBilling,
  canPickFrom,
  canPickTo,
  canShowChart,
  defaultBillingRange,
} from './billing-range';
export {
  billedSeconds,
  eventSums,
  formatDuration,
  formatEuro,
  itemAmount,
  itemsAmount,
  roundToCents,
  secondsPerHour,
  toCents,
  totalsOf,
} from './billing-sums';
export type { BillingTotals, EventSums } from './billing-sums';
export type { BillingEvent, ContractsReceived, CustomersReceived } from './billing.events';
export { billingProjection, initialBillingState } from './billing.projection';
export type { BillingState } from './billing.projection';
export { billingRows, contractById, contractList, customerList, rowsTotals } from './billing.selectors';
export type { BillingRow } from './billing.selectors';
export { contractItemTypes } from './contract';
export type { Contract, ContractItem, ContractItemData, ContractItemType, Customer, CustomerRef } from './contract';
