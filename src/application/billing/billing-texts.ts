import {
  billingFilterLabels,
  billingFilters,
  billingRangeMessages,
  billingTooltips,
  formatDuration,
  formatEuro,
  markingSummary,
  withoutContractTitle,
} from '../../domain/billing';
import { formatDateTime } from '../../domain/clock';

/** The billing screens' texts and formats (spec 3 §2.7, §9), handed to the views, which import no domain values. */
export const billingTexts = {
  filters: billingFilters,
  filterLabels: billingFilterLabels,
  tooltips: billingTooltips,
  withoutContract: withoutContractTitle,
  euro: formatEuro,
  duration: formatDuration,
  dateTime: formatDateTime,
  markingSummary,
  range: billingRangeMessages,
} as const;
