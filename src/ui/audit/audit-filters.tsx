import { Button, Field, Input, Select } from '@fluentui/react-components';
import { useMemo } from 'react';
import { AuditQueries, type AuditView } from '../../application/audit';
import { FieldRules } from '../../application/forms';
import type { AuditOutcome } from '../../domain/audit';
import { DateTimePair, type InstantTexts } from '../inputs';
import { useObservable, useService } from '../shared';

const noOptions = { accounts: [], commands: [] };

// The bounds are typed as DD.MM.YYYY and hh:mm like every date in the console (spec 1 §9), not in
// datetime-local's browser-locale order; 0 (both emptied) is no bound.
const toMs = (seconds: number): number | undefined => (seconds === 0 ? undefined : seconds * 1000);
const toSeconds = (ms: number | undefined): number => (ms === undefined ? 0 : Math.floor(ms / 1000));

/** Filters by account, command, target, outcome and time range. */
export const AuditFilters = ({ view }: { view: AuditView }): React.JSX.Element => {
  const queries = useService(AuditQueries);
  const options = useObservable(queries.options$, noOptions);
  const rules = useService(FieldRules);
  const instants = useMemo<InstantTexts>(
    () => ({
      dateText: (seconds) => (seconds === 0 ? '' : rules.dateTimeTexts(seconds).date),
      timeText: (seconds) => (seconds === 0 ? '' : rules.dateTimeTexts(seconds).time),
      combine: (dateText, timeText) => rules.dateTimeValue(dateText, timeText),
    }),
    [rules],
  );
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
      <div data-testid="audit-filter-from">
        <DateTimePair
          label="From"
          optional
          seconds={toSeconds(filter.from)}
          instants={instants}
          onChange={(seconds) => queries.setFilter({ from: toMs(seconds) })}
        />
      </div>
      <div data-testid="audit-filter-to">
        <DateTimePair
          label="To"
          optional
          seconds={toSeconds(filter.to)}
          instants={instants}
          onChange={(seconds) => queries.setFilter({ to: toMs(seconds) })}
        />
      </div>
      <Button onClick={() => queries.clearFilter()}>Clear filters</Button>
    </form>
  );
};
