import { Body1, makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import { memo, useCallback, useState } from 'react';
import { DashboardQueries, type DashboardList as List } from '../../application/dashboard';
import type { DashboardItem, DashboardLayout } from '../../domain/dashboard';
import { Loading, useService, useObservable, WindowedList } from '../shared';
import { EventRow } from './event-row';

const useStyles = makeStyles({
  day: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalS} ${tokens.spacingVerticalS}`, margin: 0 },
  // An event group is framed: its lines share a left rule, with a gap before the next group.
  line: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
  },
  grouped: { borderLeft: `3px solid ${tokens.colorBrandStroke2}`, marginLeft: tokens.spacingHorizontalXS },
  groupEnd: { paddingBottom: tokens.spacingVerticalM },
  empty: { padding: tokens.spacingHorizontalL },
  // The scroller's size comes from the screen, never from its lines: strict containment makes it a relayout
  // boundary, so a row's text or progress changing each control second lays out the list alone (issue 19 §5).
  scroller: { contain: 'strict' },
});

const tileWidth = 320;
const estimates = { day: 52, list: 120, tiles: 230 } as const;

const Line = memo(
  ({ item, layout, columns }: { item: DashboardItem; layout: DashboardLayout; columns: number }): React.JSX.Element => {
    const styles = useStyles();
    if (item.kind === 'day') {
      return (
        <Subtitle2 as="h2" className={styles.day} data-testid="day-heading" data-today={item.isToday}>
          {item.heading}
        </Subtitle2>
      );
    }
    const grouped = item.position !== 'only';
    const ends = item.position === 'only' || item.position === 'last';
    return (
      <div
        className={mergeClasses(styles.line, grouped && styles.grouped, ends && styles.groupEnd)}
        // Tiles keep one width on every line of a group, the last one too.
        style={
          layout === 'tiles'
            ? { display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }
            : undefined
        }
        data-group={item.group}
      >
        {item.uuids.map((uuid) => (
          <EventRow key={uuid} uuid={uuid} tile={layout === 'tiles'} />
        ))}
      </div>
    );
  },
);
Line.displayName = 'DashboardLine';

const itemKey = (item: DashboardItem): string => item.key;

/** The days of the range with their event groups, windowed so 2,000 events stay smooth (spec 1 §2.5). */
export const DashboardList = ({ layout }: { layout: DashboardLayout }): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(DashboardQueries);
  const list = useObservable<List | undefined>(queries.list$, undefined);
  const estimate = useCallback(
    (item: DashboardItem) => (item.kind === 'day' ? estimates.day : estimates[layout]),
    [layout],
  );
  const [columns, setColumns] = useState(1);
  const render = useCallback(
    (item: DashboardItem) => <Line item={item} layout={layout} columns={columns} />,
    [layout, columns],
  );
  const onWidth = useCallback(
    (width: number) => {
      const fit = Math.max(1, Math.floor(width / tileWidth));
      setColumns(fit);
      queries.setTileColumns(fit);
    },
    [queries],
  );
  if (list?.failed !== undefined && list.items.length === 0) {
    return (
      <Body1 as="p" role="alert" className={styles.empty} data-testid="events-failed">
        {list.failed}
      </Body1>
    );
  }
  if (!list || (!list.loaded && list.items.length === 0)) return <Loading label="Loading events…" />;
  if (list.items.length === 0)
    return (
      <Body1 as="p" className={styles.empty} data-testid="no-events">
        No events in this range.
      </Body1>
    );
  return (
    <WindowedList
      items={list.items}
      itemKey={itemKey}
      estimateHeight={estimate}
      renderItem={render}
      onWidth={onWidth}
      className={styles.scroller}
      label={`Events, ${list.eventCount} in range`}
      testId="dashboard-list"
    />
  );
};
