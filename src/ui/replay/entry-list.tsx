import { Button, Caption1, Dropdown, Field, makeStyles, Option, Subtitle2, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { ReplayQueries, ReplayService, type ListedEntry, type ReplayPosition } from '../../application/replay';
import type { LogEntry } from '../../domain/log';
import { useObservable } from '../shared/use-observable';
import { useService } from '../shared/services-context';

type KindFilter = LogEntry['kind'] | 'all';
const kinds: readonly KindFilter[] = ['all', 'FrameReceived', 'FrameSent', 'HttpExchanged', 'CommandIssued', 'CommandSettled', 'ConnectionChanged', 'ClockTicked'];

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: '8px' },
  list: { listStyle: 'none', margin: 0, padding: 0, maxHeight: '520px', overflowY: 'auto' },
  row: { display: 'grid', gridTemplateColumns: '64px 150px 1fr', gap: '8px', width: '100%', textAlign: 'left', justifyContent: 'start' },
  current: { backgroundColor: tokens.colorNeutralBackground1Selected },
});

const noEntries: readonly ListedEntry[] = [];
const start: ReplayPosition = { seq: 0, total: 0 };

/** Entries around the cursor, filtered by kind; choosing one moves the cursor there. */
export const EntryList = (): React.JSX.Element => {
  const styles = useStyles();
  const replay = useService(ReplayService);
  const queries = useService(ReplayQueries);
  const [kind, setKind] = useState<KindFilter>('all');
  const around$ = useMemo(() => queries.around$(kind), [queries, kind]);
  const entries = useObservable(around$, noEntries);
  const { seq } = useObservable(replay.position$, start);
  return (
    <section className={styles.panel} aria-labelledby="entries-title">
      <Subtitle2 as="h2" id="entries-title">
        Entries around the cursor
      </Subtitle2>
      <Field label="Kind">
        <Dropdown value={kind} selectedOptions={[kind]} onOptionSelect={(_, data) => setKind((data.optionValue as KindFilter | undefined) ?? 'all')}>
          {kinds.map((option) => (
            <Option key={option} value={option}>
              {option}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <ul className={styles.list} aria-label="Entries" data-testid="entry-list">
        {entries.map((entry) => (
          <li key={entry.seq}>
            <Button appearance="subtle" className={entry.seq === seq ? `${styles.row} ${styles.current}` : styles.row} aria-current={entry.seq === seq} onClick={() => replay.seek(entry.seq)}>
              <span>#{entry.seq}</span>
              <span>{entry.kind}</span>
              <Caption1 truncate wrap={false}>
                {entry.what}
              </Caption1>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
};
