import { Button, Field, Input, Select } from '@fluentui/react-components';
import { AuditQueries, type AuditView } from '../../application/audit';
import type { AuditOutcome } from '../../domain/audit';
import { useObservable, useService } from '../shared';

const noOptions = { accounts: [], commands: [] };

// datetime-local speaks local time without a zone; Date parses it as local time too.
const toMs = (value: string): number | undefined => (value ? new Date(value).getTime() : undefined);

/** Filters by account, command, target, outcome and time range. */
export const AuditFilters = ({ view }: { view: AuditView }): React.JSX.Element => {
  const queries = useService(AuditQueries);
  const options = useObservable(queries.options$, noOptions);
  const { filter } = view;
  return (
    <form
      role="search"
      aria-label="Audit filters"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'end' }}
      onSubmit={(e) => e.preventDefault()}
    >
      <Field label="Account">
        <Select
          data-testid="audit-filter-account"
          value={filter.account}
          onChange={(_, data) => queries.setFilter({ account: data.value })}
        >
          <option value="">All accounts</option>
          {options.accounts.map((account) => (
            <option key={account} value={account}>
              {account}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Command">
        <Select
          data-testid="audit-filter-command"
          value={filter.command}
          onChange={(_, data) => queries.setFilter({ command: data.value })}
        >
          <option value="">All commands</option>
          {options.commands.map((command) => (
            <option key={command} value={command}>
              {command}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Target">
        <Input
          data-testid="audit-filter-target"
          value={filter.target}
          onChange={(_, data) => queries.setFilter({ target: data.value })}
        />
      </Field>
      <Field label="Outcome">
        <Select
          data-testid="audit-filter-outcome"
          value={filter.outcome}
          onChange={(_, data) => queries.setFilter({ outcome: data.value as AuditOutcome | 'any' })}
        >
          <option value="any">Any outcome</option>
          {queries.outcomes.map((outcome) => (
            <option key={outcome} value={outcome}>
              {outcome}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="From">
        <Input
          type="datetime-local"
          data-testid="audit-filter-from"
          onChange={(_, data) => queries.setFilter({ from: toMs(data.value) })}
        />
      </Field>
      <Field label="To">
        <Input
          type="datetime-local"
          data-testid="audit-filter-to"
          onChange={(_, data) => queries.setFilter({ to: toMs(data.value) })}
        />
      </Field>
      <Button onClick={() => queries.clearFilter()}>Clear filters</Button>
    </form>
  );
};
