import { Spinner, Table, TableBody, TableCell, TableRow } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import type { ContractTotals } from '../../domain/billing';
import { LoadBoundary, TableHeaderRow, titledColumns } from '../shared';

const totalsColumns = titledColumns(['Contract', 'Events', 'Sum', 'Expenses', 'Total']);

const ContractTotalsChart = lazy(async () => ({
  default: (await import(/* webpackChunkName: "billing-chart" */ './contract-totals-chart')).ContractTotalsChart,
}));

/**
 * Totals per contract: the bar chart (loaded on demand) and the same figures as a table, which screen readers
 * and a quick look at the exact cents both need.
 */
export const ContractTotalsView = ({
  bars,
  title,
  format,
  testId,
}: {
  bars: readonly ContractTotals[];
  title: string;
  format: (cents: number) => string;
  testId: string;
}): React.JSX.Element => (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
    <LoadBoundary>
      <Suspense fallback={<Spinner size="small" label="Loading the chart…" />}>
        <ContractTotalsChart bars={bars} title={title} format={format} />
      </Suspense>
    </LoadBoundary>
    <Table size="small" aria-label={title} data-testid={testId}>
      <TableHeaderRow columns={totalsColumns} />
      <TableBody>
        {bars.map((bar) => (
          <TableRow key={bar.id ?? 'none'} data-testid={`${testId}-row`}>
            <TableCell>{bar.title}</TableCell>
            <TableCell>{bar.totals.events}</TableCell>
            <TableCell>{format(bar.totals.sumCents)}</TableCell>
            <TableCell>{format(bar.totals.expensesCents)}</TableCell>
            <TableCell>{format(bar.totals.totalCents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </div>
);
