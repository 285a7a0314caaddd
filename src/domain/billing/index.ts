export { billingOf, toBillableEvent } from './billable-event';
export type { BillableEvent, ResolvedBilling } from './billable-event';
export { isContractOpen, selectableContracts } from './billing-contracts';
export {
  billingCsvFileName,
  billingCsvHeader,
  billingCsvRows,
  billingCsvRowsOf,
  toCsvText,
  withoutContractTitle,
} from './billing-csv';
export type { BillingRow, CsvRow } from './billing-csv';
export {
  billingFilterLabels,
  billingFilterPredicates,
  billingFilters,
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
  dayOf,
  defaultBillingRange,
  monthOf,
  monthRange,
  withFrom,
  withTo,
} from './billing-range';
export {
  addSums,
  billedSeconds,
  eventSums,
  formatCents,
  formatDuration,
  formatEuro,
  itemCents,
  itemsCents,
  noTotals,
  priceUnitsPerEuro,
  secondsPerHour,
  toCents,
  totalsOf,
} from './billing-sums';
export type { BillingTotals, EventSums } from './billing-sums';
export type { BillingEvent, ContractsReceived, CustomersReceived } from './billing.events';
export { billingEventsLoaded, billingProjection, initialBillingState } from './billing.projection';
export type { BillingState } from './billing.projection';
export {
  billingDefaultStates,
  billingPageSizes,
  billingRows,
  billingRowsBuilder,
  contractById,
  contractList,
  contractPageSizes,
  customerList,
  matchesContractChoice,
  rowsTotals,
  totalsByContract,
  visibleBillingRows,
} from './billing.selectors';
export type { ContractChoice, ContractTotals } from './billing.selectors';
export { contractItemTypes, customerLabel } from './contract';
export type { Contract, ContractItem, ContractItemData, ContractItemType, Customer, CustomerRef } from './contract';
export { blankContractItem, contractFormOf, contractSavePlan, parsePrice } from './contract-form';
export type { ContractForm, ContractItemForm, ContractSavePlan } from './contract-form';
export { billingRangeMessages, billingStatusMessages, markingSummary } from './billing-messages';
export { dateTimeFormatter } from './zoned-format';
export { billingListIds, canSeeBilling, mayReadBillingList } from './billing-access';
export { billingMarkRefusal, futureEventReason, futureEventText, lastBilledOf } from './billing-marking';
