import { Field, Input, Select, Text } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { AdminList, AdminListView } from '../../application/admin-kit';
import type { StateFilter } from '../../domain/admin-kit';

export interface AdminListControlsProps<Row> {
  readonly list: AdminList<Row>;
  readonly view: AdminListView<Row>;
  /** What the search reads, as the placeholder says it ("Name or type"). */
  readonly searchHint: string;
  /** Lists whose records are active or archived show the state filter (active by default). */
  readonly withState?: boolean;
  /** The screen's own filters (the settings type filter). */
  readonly children?: ReactNode;
  readonly testId: string;
  /** What one row is, for the count ("settings", "accounts"). */
  readonly noun: string;
}

const stateLabels: Readonly<Record<StateFilter, string>> = { active: 'Active', archived: 'Archived', all: 'All' };

/** Search, state filter and the screen's own filters over an admin table, with the count they leave. */
export const AdminListControls = <Row,>({
  list,
  view,
  searchHint,
  withState,
  children,
  testId,
  noun,
}: AdminListControlsProps<Row>): React.JSX.Element => (
  <form
    role="search"
    aria-label={`Filter ${noun}`}
    style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'end' }}
    onSubmit={(event) => event.preventDefault()}
  >
    <Field label="Search">
      <Input
        type="search"
        value={view.query.search}
        placeholder={searchHint}
        data-testid={`${testId}-search`}
        onChange={(_, data) => list.setSearch(data.value)}
      />
    </Field>
    {withState && (
      <Field label="State">
        <Select
          value={view.query.state}
          data-testid={`${testId}-state`}
          onChange={(_, data) => list.setState(data.value as StateFilter)}
        >
          {(Object.keys(stateLabels) as StateFilter[]).map((state) => (
            <option key={state} value={state}>
              {stateLabels[state]}
            </option>
          ))}
        </Select>
      </Field>
    )}
    {children}
    <Text role="status" data-testid={`${testId}-count`}>
      {view.loaded ? `${view.matching} of ${view.total} ${noun}` : ''}
    </Text>
  </form>
);
