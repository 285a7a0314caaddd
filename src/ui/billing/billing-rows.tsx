import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { EditRegular, InfoRegular } from '@fluentui/react-icons';
import { BillingTableQueries, billingTexts, type BillingTableView } from '../../application/billing';
import type { BillingRow } from '../../domain/billing';
import { useService } from '../shared';

const mark = (text: string, testId: string, icon: React.JSX.Element): React.JSX.Element => (
  <Tooltip content={text} relationship="description">
    <span
      tabIndex={0}
      aria-label={text}
      data-testid={testId}
      style={{ color: tokens.colorPaletteMarigoldForeground2, display: 'inline-flex', verticalAlign: 'middle' }}
    >
      {icon}
    </span>
  </Tooltip>
);

const money = (cents: number, custom: boolean, tooltip: string, testId: string): React.JSX.Element => (
  <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center', fontVariantNumeric: 'tabular-nums' }}>
    {billingTexts.euro(cents)}
    {custom && mark(tooltip, testId, <EditRegular />)}
  </span>
);

/** The billing table's page (spec 3 §2.7): selection, times, contract, HH:MM, euro sums and their marks. */
export const BillingRows = ({
  view,
  zone,
  onOpen,
}: {
  view: BillingTableView;
  zone: string;
  onOpen: (row: BillingRow) => void;
}): React.JSX.Element => {
  const queries = useService(BillingTableQueries);
  const uuids = view.rows.map((row) => row.event.uuid);
  const allOnPage = uuids.length > 0 && uuids.every((uuid) => view.selected.has(uuid));
  const someOnPage = uuids.some((uuid) => view.selected.has(uuid));
  return (
    <div style={{ flex: '1 1 auto', minHeight: 0, overflow: 'auto' }}>
      <Table size="small" aria-label="Event billing" data-testid="billing-table" style={{ minWidth: 980 }}>
        <TableHeader style={{ position: 'sticky', top: 0, background: tokens.colorNeutralBackground1, zIndex: 1 }}>
          <TableRow>
            <TableHeaderCell style={{ width: 44 }}>
              <Checkbox
                aria-label="Select the events of this page"
                checked={allOnPage ? true : someOnPage ? 'mixed' : false}
                data-testid="billing-select-page"
                onChange={(_, data) => queries.select(uuids, data.checked === true)}
              />
            </TableHeaderCell>
            <TableHeaderCell style={{ width: 140 }}>Start</TableHeaderCell>
            <TableHeaderCell>Event</TableHeaderCell>
            <TableHeaderCell>Contract</TableHeaderCell>
            <TableHeaderCell style={{ width: 80 }}>Duration</TableHeaderCell>
            <TableHeaderCell style={{ width: 120 }}>Sum</TableHeaderCell>
            <TableHeaderCell style={{ width: 120 }}>Expenses</TableHeaderCell>
            <TableHeaderCell style={{ width: 110 }}>Total</TableHeaderCell>
            <TableHeaderCell style={{ width: 100 }}>Status</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {view.rows.map((row) => {
            const { event, sums } = row;
            return (
              <TableRow
                key={event.uuid}
                data-testid="billing-row"
                data-uuid={event.uuid}
                aria-selected={view.selected.has(event.uuid)}
                style={event.state === 'archived' ? { color: tokens.colorNeutralForeground3 } : undefined}
              >
                <TableCell>
                  <Checkbox
                    aria-label={`Select ${event.title ?? event.uuid}`}
                    checked={view.selected.has(event.uuid)}
                    data-testid="billing-row-select"
                    onChange={(_, data) => queries.select([event.uuid], data.checked === true)}
                  />
                </TableCell>
                <TableCell>{billingTexts.dateTime(event.cached_start_time, zone)}</TableCell>
                <TableCell>
                  <button
                    type="button"
                    onClick={() => onOpen(row)}
                    data-testid="billing-row-open"
                    style={{
                      all: 'unset',
                      cursor: 'pointer',
                      color: tokens.colorBrandForegroundLink,
                      textDecoration: 'underline',
                    }}
                  >
                    {event.title || '(untitled)'}
                  </button>
                  {event.subtitle ? ` · ${event.subtitle}` : ''}{' '}
                  {(event.billing.info ?? '').trim() !== '' &&
                    mark(billingTexts.tooltips.extraInformation, 'billing-row-info', <InfoRegular />)}
                </TableCell>
                <TableCell>{row.contract?.title ?? billingTexts.withoutContract}</TableCell>
                <TableCell data-testid="billing-row-duration">{billingTexts.duration(sums.seconds)}</TableCell>
                <TableCell data-testid="billing-row-sum">
                  {money(sums.sumCents, sums.customSum, billingTexts.tooltips.customSum, 'billing-row-custom-sum')}
                </TableCell>
                <TableCell data-testid="billing-row-expenses">
                  {money(
                    sums.expensesCents,
                    sums.customExpenses,
                    billingTexts.tooltips.customExpenses,
                    'billing-row-custom-expenses',
                  )}
                </TableCell>
                <TableCell data-testid="billing-row-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {billingTexts.euro(sums.totalCents)}
                </TableCell>
                <TableCell data-testid="billing-row-status">
                  {event.billing.status === 'billed' ? 'Billed' : 'Not billed'}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
};
