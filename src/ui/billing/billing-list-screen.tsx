import { MessageBar, MessageBarBody, Text, Title2 } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { BillingTableQueries, billingTexts } from '../../application/billing';
import type { BillingRow } from '../../domain/billing';
import { Loading, TablePager, useObservable, useService } from '../shared';
import { BillingActions } from './billing-actions';
import { BillingControls } from './billing-controls';
import { BillingRows } from './billing-rows';

/** /billing/billing/list (spec 3 §2.7): the event billing table with its filters, marking, export and chart. */
export const BillingListScreen = (): React.JSX.Element => {
  const queries = useService(BillingTableQueries);
  const navigate = useNavigate();
  useEffect(() => queries.open(), [queries]);
  const view = useObservable(queries.view$, undefined);
  const [report, setReport] = useState<string>();
  // Stable, so the table's memoised rows are not drawn again for it.
  const open = useCallback((row: BillingRow) => void navigate(`/billing/billing/event/${row.event.uuid}`), [navigate]);
  return (
    <section
      aria-labelledby="billing-list-title"
      style={{ display: 'flex', flexDirection: 'column', gap: 12, padding: 16, flex: '1 1 auto', minHeight: 0 }}
    >
      <Title2 as="h1" id="billing-list-title">
        Event billing
      </Title2>
      {!view ? (
        <Loading label="Loading events…" />
      ) : (
        <>
          <BillingControls view={view} />
          <BillingActions view={view} onReport={setReport} />
          {report && (
            <MessageBar intent="warning" data-testid="billing-report">
              <MessageBarBody>{report}</MessageBarBody>
            </MessageBar>
          )}
          <Text as="p" data-testid="billing-totals" style={{ margin: 0, fontVariantNumeric: 'tabular-nums' }}>
            {view.loaded ? (
              <>
                {view.matching} events · Duration {billingTexts.duration(view.totals.seconds)} · Sum{' '}
                <span data-testid="billing-total-sum">{billingTexts.euro(view.totals.sumCents)}</span> · Expenses{' '}
                <span data-testid="billing-total-expenses">{billingTexts.euro(view.totals.expensesCents)}</span> · Total{' '}
                <strong data-testid="billing-total">{billingTexts.euro(view.totals.totalCents)}</strong>
              </>
            ) : (
              // No totals until the answer to this table's own filter is in (issue 29).
              'Loading events…'
            )}
          </Text>
          {view.loaded && view.matching === 0 ? (
            <Text data-testid="billing-empty">No events in this range.</Text>
          ) : (
            <BillingRows view={view} onOpen={open} />
          )}
          <TablePager label="Billing pages" view={view} paging={queries} testIdPrefix="billing" />
        </>
      )}
      <Outlet />
    </section>
  );
};
