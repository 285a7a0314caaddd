import { Card, CardHeader, Field, Input, Text, Title2, Title3 } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { BillingDashboardQueries, BillingFeed, billingTexts, type ContractRow } from '../../application/billing';
import { AdminListControls, AdminTable, type AdminColumn } from '../admin-kit';
import { TablePager, useObservable, useService } from '../shared';
import { ContractTotalsView } from './contract-totals';

const columns: readonly AdminColumn<ContractRow>[] = [
  { key: 'title', title: 'Title', cell: (row) => row.title, flex: '2 1 0' },
  { key: 'customer', title: 'Customer', cell: (row) => row.customer, flex: '2 1 0' },
  { key: 'lastBilled', title: 'Last Billed', cell: (row) => row.lastBilled || 'Never', flex: '1 1 0' },
];

/**
 * /billing/dashboard/view (spec 3 §2.7): the contracts (Title, Customer, Last Billed; pages 15, 20, 30) and the
 * 'Billing for month' card with its month picker and the month's totals per contract.
 */
export const BillingDashboardScreen = (): React.JSX.Element => {
  const queries = useService(BillingDashboardQueries);
  const ids = useObservable(useService(BillingFeed).listIds$, undefined);
  const navigate = useNavigate();
  useEffect(() => queries.open(), [queries]);
  const view = useObservable(queries.contracts.view$, undefined);
  const chart = useObservable(queries.chart$, undefined);
  return (
    <section
      aria-labelledby="billing-dashboard-title"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 16,
        padding: 16,
        flex: '1 1 auto',
        minHeight: 0,
        overflow: 'auto',
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12, flex: '1 1 420px', minWidth: 0 }}>
        <Title2 as="h1" id="billing-dashboard-title">
          Contracts
        </Title2>
        {view && (
          <>
            <AdminListControls
              list={queries.contracts}
              view={view}
              searchHint="Title or customer"
              testId="billing-contracts"
              noun="contracts"
            />
            <AdminTable
              label="Contracts"
              list={queries.contracts}
              view={view}
              columns={columns}
              rowKey={(row) => String(row.id)}
              rowLabel={(row) => `contract ${row.title}`}
              onOpen={(row) =>
                ids?.contracts !== undefined
                  ? void navigate(`/billing/billing/content_edit/${ids.contracts}/${row.id}`)
                  : undefined
              }
              testId="billing-contracts"
            />
            <TablePager
              label="Contract pages"
              view={view}
              paging={queries.contracts}
              testIdPrefix="billing-contracts"
            />
          </>
        )}
      </div>
      <Card style={{ flex: '1 1 420px', minWidth: 0, alignSelf: 'flex-start' }} data-testid="billing-month-card">
        <CardHeader header={<Title3 as="h2">Billing for month</Title3>} />
        <Field label="Month">
          <Input
            type="month"
            value={chart?.month ?? ''}
            data-testid="billing-month"
            onChange={(_, data) => queries.setMonth(data.value)}
          />
        </Field>
        {!chart?.loaded ? (
          <Text>Loading the month…</Text>
        ) : chart.bars.length === 0 ? (
          <Text data-testid="billing-month-empty">No billable events in this month.</Text>
        ) : (
          <ContractTotalsView
            bars={chart.bars}
            title={`Totals per contract, ${chart.month}`}
            format={billingTexts.euro}
            testId="billing-month-totals"
          />
        )}
      </Card>
    </section>
  );
};
