import { Checkbox, makeStyles, mergeClasses, Tooltip, tokens } from '@fluentui/react-components';
import { EditRegular, InfoRegular } from '@fluentui/react-icons';
import { memo } from 'react';
import { BillingTableQueries, billingTexts, type BillingTableView } from '../../application/billing';
import type { BillingRow } from '../../domain/billing';
import { useService } from '../shared';

// A plain table with memoised rows rather than Fluent's Table parts: 250 rows a page of Fluent cells (each
// with its hooks and context) took a 400 ms task in Chromium (npm run bench -- --billing-only); these rows
// render once and again only when their event or selection changes. The look follows Fluent's small table.
const useStyles = makeStyles({
  scroller: { flex: '1 1 auto', minHeight: 0, overflow: 'auto' },
  table: { width: '100%', minWidth: '980px', borderCollapse: 'collapse', fontSize: tokens.fontSizeBase300 },
  head: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    background: tokens.colorNeutralBackground1,
    textAlign: 'left',
    fontWeight: tokens.fontWeightSemibold,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  cell: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    height: '34px',
  },
  number: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  archived: { color: tokens.colorNeutralForeground3 },
  selected: { background: tokens.colorNeutralBackground1Selected },
  link: {
    background: 'none',
    border: 'none',
    padding: 0,
    font: 'inherit',
    cursor: 'pointer',
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'underline',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  // The link colour has 4.18:1 on a selected row's background; the lighter brand foreground keeps 4.84:1 (AA).
  linkOnSelected: { color: tokens.colorBrandForeground2 },
  mark: { color: tokens.colorPaletteMarigoldForeground2, display: 'inline-flex', verticalAlign: 'middle' },
  box: { width: '16px', height: '16px', accentColor: tokens.colorBrandBackground, cursor: 'pointer' },
});

const Mark = ({ text, testId, icon }: { text: string; testId: string; icon: React.JSX.Element }): React.JSX.Element => {
  const styles = useStyles();
  return (
    <Tooltip content={text} relationship="description">
      <span tabIndex={0} role="img" aria-label={text} data-testid={testId} className={styles.mark}>
        {icon}
      </span>
    </Tooltip>
  );
};

const Money = ({
  cents,
  custom,
  tooltip,
  testId,
}: {
  cents: number;
  custom: boolean;
  tooltip: string;
  testId: string;
}) => (
  <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
    {billingTexts.euro(cents)}
    {custom && <Mark text={tooltip} testId={testId} icon={<EditRegular />} />}
  </span>
);

interface RowProps {
  readonly row: BillingRow;
  readonly dateTime: (seconds: number) => string;
  readonly selected: boolean;
  readonly onSelect: (uuid: string, on: boolean) => void;
  readonly onOpen: (row: BillingRow) => void;
}

const BillingRowView = memo(function BillingRowView({ row, dateTime, selected, onSelect, onOpen }: RowProps) {
  const styles = useStyles();
  const { event, sums } = row;
  const cell = styles.cell;
  const number = `${styles.cell} ${styles.number}`;
  return (
    <tr
      data-testid="billing-row"
      data-uuid={event.uuid}
      aria-selected={selected}
      className={`${event.state === 'archived' ? styles.archived : ''} ${selected ? styles.selected : ''}`}
    >
      <td className={cell}>
        <input
          type="checkbox"
          className={styles.box}
          aria-label={`Select ${event.title ?? event.uuid}`}
          checked={selected}
          data-testid="billing-row-select"
          onChange={(change) => onSelect(event.uuid, change.target.checked)}
        />
      </td>
      <td className={number}>{dateTime(event.cached_start_time)}</td>
      <td className={cell}>
        <button
          type="button"
          className={mergeClasses(styles.link, selected && styles.linkOnSelected)}
          data-testid="billing-row-open"
          onClick={() => onOpen(row)}
        >
          {event.title || '(untitled)'}
        </button>
        {event.subtitle ? ` · ${event.subtitle}` : ''}{' '}
        {(event.billing.info ?? '').trim() !== '' && (
          <Mark text={billingTexts.tooltips.extraInformation} testId="billing-row-info" icon={<InfoRegular />} />
        )}
      </td>
      <td className={cell}>{row.contract?.title ?? billingTexts.withoutContract}</td>
      <td className={number} data-testid="billing-row-duration">
        {billingTexts.duration(sums.seconds)}
      </td>
      <td className={number} data-testid="billing-row-sum">
        <Money
          cents={sums.sumCents}
          custom={sums.customSum}
          tooltip={billingTexts.tooltips.customSum}
          testId="billing-row-custom-sum"
        />
      </td>
      <td className={number} data-testid="billing-row-expenses">
        <Money
          cents={sums.expensesCents}
          custom={sums.customExpenses}
          tooltip={billingTexts.tooltips.customExpenses}
          testId="billing-row-custom-expenses"
        />
      </td>
      <td className={number} data-testid="billing-row-total">
        {billingTexts.euro(sums.totalCents)}
      </td>
      <td className={cell} data-testid="billing-row-status">
        {event.billing.status === 'billed' ? 'Billed' : 'Not billed'}
      </td>
    </tr>
  );
});

const headers = [
  ['Start', 140],
  ['Event', undefined],
  ['Contract', undefined],
  ['Duration', 80],
  ['Sum', 120],
  ['Expenses', 120],
  ['Total', 110],
  ['Status', 100],
] as const;

/** The billing table's page (spec 3 §2.7): selection, times, contract, HH:MM, euro sums and their marks. */
export const BillingRows = ({
  view,
  onOpen,
}: {
  view: BillingTableView;
  onOpen: (row: BillingRow) => void;
}): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(BillingTableQueries);
  const uuids = view.rows.map((row) => row.event.uuid);
  const allOnPage = uuids.length > 0 && uuids.every((uuid) => view.selected.has(uuid));
  const someOnPage = uuids.some((uuid) => view.selected.has(uuid));
  return (
    <div className={styles.scroller}>
      <table aria-label="Event billing" data-testid="billing-table" className={styles.table}>
        <thead>
          <tr>
            <th className={styles.head} style={{ width: 44 }}>
              <Checkbox
                aria-label="Select the events of this page"
                checked={allOnPage ? true : someOnPage ? 'mixed' : false}
                data-testid="billing-select-page"
                onChange={(_, data) => queries.select(uuids, data.checked === true)}
              />
            </th>
            {headers.map(([title, width]) => (
              <th key={title} className={styles.head} style={width ? { width } : undefined}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <BillingRowView
              key={row.event.uuid}
              row={row}
              dateTime={queries.dateTime}
              selected={view.selected.has(row.event.uuid)}
              onSelect={queries.onSelect}
              onOpen={onOpen}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
};
