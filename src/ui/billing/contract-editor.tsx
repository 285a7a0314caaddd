import { Checkbox, Field, Input, MessageBar, MessageBarBody, Select } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ContractEditing, contractDescribers } from '../../application/billing';
import { ContentFeed, ContentQueries } from '../../application/content';
import type { ContractForm } from '../../domain/billing';
import type { ListData } from '../../domain/cms';
import { AdminEditorSheet, useRecordDraft } from '../admin-kit';
import { Loading, useObservable, useService, useQuery } from '../shared';
import { BillingDay } from './billing-day';
import { ContractItems } from './contract-items';

/**
 * The contract editor (spec 3 §2.7): /billing/billing/content_edit/{id}/{data_id} from the dashboard, and the
 * contracts list's data/new and data/edit/{data_id}. `closeTo` names where the sheet returns.
 */
export const ContractEditorRoute = ({
  closeTo,
  editPath,
}: {
  closeTo: (listId: number) => string;
  editPath: (listId: number, id: number) => string;
}): React.JSX.Element => {
  const params = useParams();
  const listId = Number(params.id);
  const dataId = params.dataId;
  const recordId = dataId === undefined ? undefined : Number(dataId);
  const feed = useService(ContentFeed);
  const queries = useService(ContentQueries);
  useEffect(() => feed.open(listId), [feed, listId]);
  const records = useQuery(() => queries.records$(listId), [queries, listId], undefined);
  const stored = recordId === undefined ? undefined : records?.[recordId];
  if (recordId !== undefined && !stored) return <Loading label="Loading the contract…" />;
  return (
    <ContractEditor
      key={dataId ?? 'new'}
      listId={listId}
      stored={stored}
      base={closeTo(listId)}
      editPath={(saved) => editPath(listId, saved)}
    />
  );
};

const ContractEditor = ({
  listId,
  stored,
  base,
  editPath,
}: {
  listId: number;
  stored: ListData | undefined;
  base: string;
  editPath: (id: number) => string;
}): React.JSX.Element => {
  const editing = useService(ContractEditing);
  const customers = useObservable(editing.customers$, []);
  // `stored` is the contract as it is now; the draft keeps its base for a stale save (issue 32 §2).
  const [draft, change, conflict] = useRecordDraft(
    stored,
    stored === undefined,
    (record: ListData) => editing.form(record),
    () => editing.form(undefined),
    contractDescribers(customers),
  );
  const [saving, setSaving] = useState(false);
  const form = draft ?? editing.form(stored);
  const plan = editing.plan(form, stored);
  const update = (fields: Partial<ContractForm>): void => change((current) => ({ ...current, ...fields }));
  return (
    <AdminEditorSheet
      title={stored ? form.title || `Contract ${stored.id}` : 'New contract'}
      editing="records"
      closeTo={base}
      editPath={editPath}
      {...(stored ? { recordId: stored.id } : {})}
      mainTab="Contract"
      save={() => {
        if (!plan.ok) return undefined;
        setSaving(true);
        return editing.save(listId, stored, plan.data, conflict.version).finally(() => setSaving(false));
      }}
      conflict={conflict}
      testId="contract-editor"
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 880 }}>
        {!plan.ok && (
          <MessageBar intent="warning" data-testid="contract-editor-problem">
            <MessageBarBody>{plan.message}</MessageBarBody>
          </MessageBar>
        )}
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 12 }}>
          <Field label="Title" required>
            <Input
              value={form.title}
              disabled={saving}
              data-testid="contract-title"
              onChange={(_, data) => update({ title: data.value })}
            />
          </Field>
          <Field label="Customer">
            <Select
              value={form.customer}
              disabled={saving}
              data-testid="contract-customer"
              onChange={(_, data) => update({ customer: data.value })}
            >
              <option value="">None</option>
              {customers.map((customer) => (
                <option key={customer.id} value={String(customer.id)}>
                  {customer.name}
                </option>
              ))}
            </Select>
          </Field>
          <BillingDay
            label="Start date"
            iso={form.start_date}
            disabled={saving}
            onDay={(day) => update({ start_date: day })}
          />
          <BillingDay
            label="End date"
            iso={form.end_date}
            disabled={saving}
            onDay={(day) => update({ end_date: day })}
          />
          <BillingDay
            label="Last billed"
            iso={form.last_billed}
            disabled={saving}
            onDay={(day) => update({ last_billed: day })}
          />
        </div>
        <Checkbox
          label="Bill the 'Open Before' time too"
          checked={form.include_open_before}
          disabled={saving}
          onChange={(_, data) => update({ include_open_before: data.checked === true })}
        />
        <ContractItems
          legend="Billables"
          items={form.billables}
          blank={editing.blankItem}
          disabled={saving}
          testId="contract-billables"
          onChange={(billables) => update({ billables })}
        />
        <ContractItems
          legend="Expenses"
          items={form.expenses}
          blank={editing.blankItem}
          disabled={saving}
          testId="contract-expenses"
          onChange={(expenses) => update({ expenses })}
        />
      </div>
    </AdminEditorSheet>
  );
};
