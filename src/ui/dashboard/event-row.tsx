import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import {
  DashboardQueries,
  EventRowQueries,
  type DashboardViewer,
  type EventRowView,
} from '../../application/dashboard';
import type { TodoTint } from '../../domain/schedule';
import { EventChannelControls } from '../channel-controls';
import { useService, useObservable, useQuery } from '../shared';
import { EventChannels, EventProgress, EventTimes, EventTitles } from './event-row-info';
import { StopEventButton } from './stop-event-button';
import { TodoActions } from './todo-actions';
import { VideoMenu } from './video-menu';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorNeutralBackground2,
    color: tokens.colorNeutralForeground1,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
    flexGrow: 1,
    boxSizing: 'border-box',
  },
  tile: { flexBasis: 0, flexGrow: 1, minHeight: '180px' },
  // A past event recedes (a darker card, its titles in a quieter grey) yet stays readable: opacity would take
  // its text and controls below the contrast an operator needs on a long shift (WCAG 1.4.3).
  past: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground3 },
  // In a narrow tile the actions wrap below the title instead of squeezing it to 'St…' (issue 21).
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, minWidth: 0 },
  grow: {
    flex: '1 1 12em',
    minWidth: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  actions: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    flexShrink: 0,
    marginLeft: 'auto',
  },
});

// Spec 1 §2.5: watch is dark red if the event is past and dark grey otherwise; ready is green. Theme tokens dark
// enough that the row's links, state colours and past-event grey keep a 4.5:1 contrast on them (WCAG 1.4.3).
const tints: Readonly<Record<TodoTint, string>> = {
  'dark-red': tokens.colorPaletteDarkRedBackground2,
  'dark-grey': tokens.colorNeutralBackground2Selected,
  green: tokens.colorPaletteDarkGreenBackground2,
};

const noViewer: DashboardViewer = {
  email: '',
  ownEventsFilter: false,
  connectionStats: false,
  todoButton: false,
  openChannels: false,
};

const RowCard = ({
  row,
  tile,
  viewer,
}: {
  row: EventRowView;
  tile: boolean;
  viewer: DashboardViewer;
}): React.JSX.Element => {
  const styles = useStyles();
  return (
    <article
      className={mergeClasses(styles.card, tile && styles.tile, row.dimmed && styles.past)}
      style={row.tint ? { backgroundColor: tints[row.tint] } : undefined}
      aria-label={`${row.title} ${row.start}–${row.end}`}
      data-testid="event-row"
      data-event={row.uuid}
      data-timing={row.timing}
      data-dimmed={row.dimmed}
      data-todo={row.todo ?? 'none'}
      data-tint={row.tint ?? 'none'}
    >
      <div className={styles.head}>
        <EventTimes row={row} />
        <div className={styles.grow}>
          <EventTitles row={row} />
          <EventChannels row={row} linked={viewer.openChannels} />
        </div>
        <div className={styles.actions}>
          <VideoMenu row={row} />
          {viewer.todoButton && <TodoActions row={row} />}
          {row.canStop && <StopEventButton uuid={row.uuid} title={row.title} />}
        </div>
      </div>
      <EventProgress row={row} />
      <EventChannelControls eventUuid={row.uuid} />
    </article>
  );
};

/** One event of the dashboard, subscribed to its own slice: a tick re-renders only rows whose view changed. */
export const EventRow = memo(({ uuid, tile }: { uuid: string; tile: boolean }): React.JSX.Element | null => {
  const rows = useService(EventRowQueries);
  const row = useQuery(() => rows.row(uuid), [rows, uuid], undefined);
  const viewer = useObservable(useService(DashboardQueries).viewer$, noViewer);
  return row ? <RowCard row={row} tile={tile} viewer={viewer} /> : null;
});
EventRow.displayName = 'EventRow';
