import { Button, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import {
  InspectorMatches,
  InspectorQueries,
  ReplayService,
  type ReplayPosition,
} from '../../application/replay-inspector';
import { useObservable, useService } from '../shared';
import { InspectorFilters } from './inspector-filters';
import { VirtualRows } from './virtual-rows';

const rowHeight = 32;
const listHeight = 480;

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: '8px', minWidth: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: '72px 130px 1fr',
    gap: '8px',
    width: '100%',
    height: `${rowHeight}px`,
    textAlign: 'left',
    justifyContent: 'start',
    minWidth: 0,
  },
  current: { backgroundColor: tokens.colorNeutralBackground1Selected },
});

const start: ReplayPosition = { seq: 0, total: 0 };

/** The log inspector's list: every entry the filters keep, virtualized; choosing one moves the cursor there. */
export const EntryList = (): React.JSX.Element => {
  const styles = useStyles();
  const replay = useService(ReplayService);
  const queries = useService(InspectorQueries);
  const empty = useMemo(() => InspectorMatches.all(0), []);
  const matches = useObservable(queries.matches$, empty);
  const { seq } = useObservable(replay.position$, start);
  // Rows of a version 2 file show "Reading…" until their block is read: render again when one is.
  useObservable(replay.entriesArrived$, 0);
  const reveal = matches.count > 0 ? Math.min(matches.indexOf(seq), matches.count - 1) : undefined;
  return (
    <section className={styles.panel} aria-labelledby="entries-title">
      <Subtitle2 as="h2" id="entries-title">
        Log inspector
      </Subtitle2>
      <InspectorFilters />
      <Caption1 role="status" data-testid="entry-count">
        {matches.searching
          ? 'Searching the recording for the entries the filters keep…'
          : `${matches.count.toLocaleString('en')} of ${replay.total.toLocaleString('en')} entries`}
      </Caption1>
      <VirtualRows
        count={matches.count}
        rowHeight={rowHeight}
        height={listHeight}
        revealIndex={reveal}
        label="Entries"
        testId="entry-list"
        renderRows={(first, last) =>
          queries.rows(matches, first, last).map((entry, offset) => (
            // Only the rows in view are in the page: each says where it stands in the whole list.
            <div role="listitem" key={entry.seq} aria-posinset={first + offset + 1} aria-setsize={matches.count}>
              <Button
                appearance="subtle"
                className={entry.seq === seq ? `${styles.row} ${styles.current}` : styles.row}
                aria-current={entry.seq === seq}
                data-seq={entry.seq}
                onClick={() => replay.seek(entry.seq)}
              >
                <span>#{entry.seq}</span>
                <span>{entry.kind}</span>
                <Caption1 truncate wrap={false}>
                  {entry.what}
                </Caption1>
              </Button>
            </div>
          ))
        }
      />
    </section>
  );
};
