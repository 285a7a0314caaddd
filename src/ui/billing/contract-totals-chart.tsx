import { VerticalBarChart, type VerticalBarChartDataPoint } from '@fluentui/react-charts';
import type { ContractTotals } from '../../domain/billing';

/**
 * Totals per contract as bars (euro). This module is the only one importing @fluentui/react-charts and is
 * loaded with React.lazy, so the chart library stays out of the shell and the billing table's first paint.
 */
export const ContractTotalsChart = ({
  bars,
  title,
  format,
}: {
  bars: readonly ContractTotals[];
  title: string;
  format: (cents: number) => string;
}): React.JSX.Element => {
  const data: VerticalBarChartDataPoint[] = bars.map((bar) => ({
    x: bar.title,
    y: bar.totals.totalCents / 100,
    legend: bar.title,
    xAxisCalloutData: bar.title,
    yAxisCalloutData: format(bar.totals.totalCents),
    barLabel: format(bar.totals.totalCents),
  }));
  return (
    <div data-testid="billing-chart" style={{ width: '100%' }}>
      <VerticalBarChart data={data} chartTitle={title} height={280} hideLegend barWidth="auto" maxBarWidth={64} />
    </div>
  );
};
