import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useState } from 'react';
import { BillingCommands, BillingTableQueries, billingTexts, type BillingTableView } from '../../application/billing';
import type { BillingStatus } from '../../domain/schedule';
import { downloadFile, useService } from '../shared';
import { ContractTotalsView } from './contract-totals';

/**
 * Marking, export and chart (spec 3 §5): marking needs a selection, Export CSV a chosen contract and events,
 * the chart a customer and totals that are not both zero. `onReport` gets the summary of a marking where
 * several events failed (each also had its own toast).
 */
export const BillingActions = ({
  view,
  onReport,
}: {
  view: BillingTableView;
  onReport: (text: string | undefined) => void;
}): React.JSX.Element => {
  const queries = useService(BillingTableQueries);
  const commands = useService(BillingCommands);
  const [busy, setBusy] = useState(false);
  const [chartOpen, setChartOpen] = useState(false);
  const markAs = async (status: BillingStatus): Promise<void> => {
    const uuids = queries.selectedUuids();
    setBusy(true);
    onReport(undefined);
    try {
      const outcome = await commands.mark(uuids, status);
      onReport(billingTexts.markingSummary(outcome.failed.length, uuids.length));
      // The events that took the mark leave the selection; the ones that failed stay selected to retry.
      queries.select(
        uuids.filter((uuid) => !outcome.failed.includes(uuid)),
        false,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }} data-testid="billing-actions">
      <Button
        appearance="primary"
        disabled={!view.canMarkBilled || busy}
        data-testid="billing-mark-billed"
        title={view.markBilledHint}
        onClick={() => void markAs('billed')}
      >
        Mark billed
      </Button>
      <Button
        disabled={!view.canMark || busy}
        data-testid="billing-mark-not-billed"
        onClick={() => void markAs('not_billed')}
      >
        Mark not billed
      </Button>
      <span aria-live="polite" data-testid="billing-selected-count">
        {view.selected.size > 0 ? `${view.selected.size} selected` : ''}
      </span>
      {view.markBilledHint && (
        <span aria-live="polite" data-testid="billing-mark-billed-hint">
          {view.markBilledHint}
        </span>
      )}
      <span style={{ flex: '1 1 auto' }} />
      <Button
        disabled={!view.canExport}
        data-testid="billing-export"
        title={view.canExport ? undefined : 'Choose a contract (or all contracts) with events to export'}
        onClick={() => {
          const csv = queries.csv();
          downloadFile({ fileName: csv.fileName, chunks: [csv.text], mimeType: 'text/csv' }, 'billing-csv-download');
        }}
      >
        Export CSV
      </Button>
      <Button
        disabled={!view.canChart}
        data-testid="billing-chart-open"
        title={view.canChart ? undefined : 'Choose a customer whose events have sums to chart'}
        onClick={() => setChartOpen(true)}
      >
        Chart
      </Button>
      <Dialog open={chartOpen} onOpenChange={(_, data) => setChartOpen(data.open)}>
        <DialogSurface style={{ maxWidth: 820 }}>
          <DialogBody>
            <DialogTitle>Totals per contract</DialogTitle>
            <DialogContent>
              {chartOpen && (
                <ContractTotalsView
                  bars={queries.chart()}
                  title="Totals per contract"
                  format={billingTexts.euro}
                  testId="billing-chart-totals"
                />
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setChartOpen(false)}>Close</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
};
