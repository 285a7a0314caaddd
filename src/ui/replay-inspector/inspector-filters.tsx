import { Button, Dropdown, Field, Input, makeStyles, Option } from '@fluentui/react-components';
import { InspectorQueries, noEntryFilter, type EntryFilter } from '../../application/replay-inspector';
import type { LogEntryKind } from '../../domain/log';
import { useObservable, useService } from '../shared';

type KindFilter = LogEntryKind | 'all';
const kinds: readonly KindFilter[] = [
  'all',
  'FrameReceived',
  'FrameSent',
  'HttpExchanged',
  'CommandIssued',
  'CommandSettled',
  'ConnectionChanged',
  'ClockTicked',
];
const texts: readonly { key: 'topic' | 'event' | 'account' | 'text'; label: string; placeholder: string }[] = [
  { key: 'topic', label: 'Topic', placeholder: 'e.g. channels:all' },
  { key: 'event', label: 'Event', placeholder: 'event, command or method' },
  { key: 'account', label: 'Account', placeholder: 'who issued a command' },
  { key: 'text', label: 'Text', placeholder: 'anywhere in the entry' },
];

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: '8px', alignItems: 'end' },
  // Fluent inputs have an intrinsic minimum width; in a grid cell they must shrink to it instead.
  input: { minWidth: 0, width: '100%' },
});

/** The inspector's filters: kind, topic, event, account and free text. */
export const InspectorFilters = (): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(InspectorQueries);
  const current = useObservable(queries.filter$, noEntryFilter as EntryFilter);
  return (
    <div className={styles.row} role="group" aria-label="Filter entries">
      <Field label="Kind">
        <Dropdown
          className={styles.input}
          value={current.kind}
          selectedOptions={[current.kind]}
          data-testid="filter-kind"
          onOptionSelect={(_, data) =>
            queries.setFilter({ kind: (data.optionValue as KindFilter | undefined) ?? 'all' })
          }
        >
          {kinds.map((option) => (
            <Option key={option} value={option}>
              {option}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {texts.map(({ key, label, placeholder }) => (
        <Field key={key} label={label}>
          <Input
            className={styles.input}
            value={current[key]}
            placeholder={placeholder}
            data-testid={`filter-${key}`}
            onChange={(_, data) => queries.setFilter({ [key]: data.value })}
          />
        </Field>
      ))}
      <Button onClick={() => queries.clearFilter()}>Clear filters</Button>
    </div>
  );
};
