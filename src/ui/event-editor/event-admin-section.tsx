import {
  Caption1,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Select,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { EventEditorQueries, type EventEditorSession, type PickOption } from '../../application/event-editor';
import type { BillingStatus, TodoStatus } from '../../domain/schedule';
import type { EventEditorDraft } from '../../domain/event-editor';
import { useService, useObservable, useQuery } from '../shared';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'end',
  },
});

const noOptions: readonly PickOption[] = [];
const noEmails: readonly string[] = [];

/** Admin-only fields (spec 2 §2, §6): Recording UUID, billing, to-do (per account e-mail) and the page url. */
export const EventAdminSection = ({
  session,
  draft,
  submitted,
}: {
  readonly session: EventEditorSession;
  readonly draft: EventEditorDraft;
  /** Save was tried: required fields show their message. */
  readonly submitted: boolean;
}): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(EventEditorQueries);
  const contracts = useQuery(() => queries.contracts$(draft.channelId), [queries, draft.channelId], noOptions);
  const emails = useObservable(queries.accountEmails$, noEmails);
  const [email, setEmail] = useState('');
  const todoEmail = email || emails[0] || '';
  const todo = draft.todos[todoEmail] ?? { active: false, status: 'watch' as TodoStatus };
  const contractError = submitted ? session.requiredErrors().billingContract : undefined;
  const pageUrl = typeof draft.meta.page_url === 'string' ? draft.meta.page_url : '';
  return (
    <section className={styles.section} aria-labelledby="event-admin-heading">
      <Text as="h3" id="event-admin-heading" weight="semibold">
        Administration
      </Text>
      <div className={styles.grid}>
        <Field
          label="Recording UUID"
          hint={draft.mode === 'create' ? 'A new event joins this recording (event group)' : undefined}
        >
          <Input
            value={draft.recordingUuid}
            readOnly={draft.mode === 'update'}
            onChange={(_, data) => session.change({ recordingUuid: data.value })}
          />
        </Field>
        <Field label="Page url">
          <Input
            type="url"
            value={pageUrl}
            onChange={(_, data) => session.change({ meta: { ...draft.meta, page_url: data.value } })}
          />
        </Field>
      </div>
      <div className={styles.grid} role="group" aria-label="Billing">
        <Field
          label="Billing contract"
          required={session.contractRequired}
          hint={session.contractRequired ? 'The destination bills its events' : undefined}
          validationState={contractError ? 'error' : 'none'}
          validationMessage={contractError}
        >
          <Select
            data-testid="event-billing-contract"
            value={draft.billing.contract === undefined ? '' : String(draft.billing.contract)}
            onChange={(_, data) =>
              session.setBilling(data.value === '' ? { contract: undefined } : { contract: Number(data.value) })
            }
          >
            <option value="">—</option>
            {contracts.map((contract) => (
              <option key={contract.value} value={String(contract.value)}>
                {contract.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Billing status">
          <Select
            value={draft.billing.status}
            onChange={(_, data) => session.setBilling({ status: data.value as BillingStatus })}
          >
            {queries.billingStatuses.map((status) => (
              <option key={status} value={status}>
                {status === 'billed' ? 'Billed' : 'Not billed'}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Sum">
          <Input
            inputMode="decimal"
            value={draft.billing.sum}
            onChange={(_, data) => session.setBilling({ sum: data.value })}
          />
        </Field>
        <Field label="Expenses">
          <Input
            inputMode="decimal"
            value={draft.billing.expenses}
            onChange={(_, data) => session.setBilling({ expenses: data.value })}
          />
        </Field>
      </div>
      <Field label="Billing info">
        <Textarea value={draft.billing.info} onChange={(_, data) => session.setBilling({ info: data.value })} />
      </Field>
      <div className={styles.grid} role="group" aria-label="To-do">
        <Field label="To-do account">
          <Select value={todoEmail} onChange={(_, data) => setEmail(data.value)}>
            {emails.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </Field>
        <Checkbox
          label="On to-do list"
          checked={todo.active}
          disabled={!todoEmail}
          onChange={(_, data) => session.setTodo(todoEmail, { ...todo, active: data.checked === true })}
        />
        <Field label="To-do status">
          <Select
            value={todo.status}
            disabled={!todoEmail}
            onChange={(_, data) => session.setTodo(todoEmail, { ...todo, status: data.value as TodoStatus })}
          >
            {queries.todoStatuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {Object.keys(draft.todos).length > 0 && (
        <Caption1>
          To-dos:{' '}
          {Object.entries(draft.todos)
            .map(([owner, entry]) => `${owner} (${entry.active ? entry.status : 'off'})`)
            .join(', ')}
        </Caption1>
      )}
    </section>
  );
};
