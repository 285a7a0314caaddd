import { Body1, Button, Caption1, Input, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { CloudrecList, type CloudrecListView } from '../../application/cloudrec';
import { ScreenTitle, useService, useInView, useObservable } from '../shared';

const useStyles = makeStyles({
  screen: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    maxWidth: '960px',
  },
  day: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  event: {
    display: 'flex',
    gap: tokens.spacingHorizontalM,
    alignItems: 'baseline',
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  time: { minWidth: '110px', color: tokens.colorNeutralForeground2 },
  link: { color: tokens.colorBrandForegroundLink, fontWeight: tokens.fontWeightSemibold },
});

const emptyView: CloudrecListView = { days: [], loaded: 0, hasMore: false, loading: true, failed: false };

const LoadNext = ({ list }: { list: CloudrecList }): React.JSX.Element => {
  // The button also fires when it scrolls into view (spec 2 §2).
  const ref = useInView(() => void list.loadNext());
  return (
    <Button ref={ref} onClick={() => void list.loadNext()}>
      Load next 50
    </Button>
  );
};

/**
 * /cloudrec/list (with search) and /cloudrec/clip (without search, over the query's start and end): recordings
 * grouped by day, newest first, 50 at a time (spec 2 §2).
 */
export const CloudrecListScreen = (): React.JSX.Element => {
  const styles = useStyles();
  const list = useService(CloudrecList);
  const [params] = useSearchParams();
  const withSearch = !useLocation().pathname.startsWith('/cloudrec/clip');
  const start = params.get('start');
  const end = params.get('end');
  const view = useObservable(list.view$, emptyView);
  const search = useObservable(list.search$, '');
  useEffect(() => {
    list.setSearch('');
    return list.openWithQuery(start, end);
  }, [list, start, end]);
  const suffix = start !== null && end !== null ? `?start=${start}&end=${end}` : '';
  return (
    <section className={styles.screen} aria-labelledby="cloudrec-title">
      <ScreenTitle id="cloudrec-title">Clips</ScreenTitle>
      {withSearch && (
        <Input
          type="search"
          placeholder="Search (3+ characters)"
          aria-label="Search recordings"
          value={search}
          onChange={(_event, data) => list.setSearch(data.value)}
        />
      )}
      {view.days.map((day) => (
        <div key={day.dayStart} className={styles.day} role="group" aria-label={day.heading}>
          <Subtitle2 as="h2">{day.heading}</Subtitle2>
          {day.events.map((event) => (
            <div key={event.uuid} className={styles.event} data-recording={event.uuid}>
              <Caption1 className={styles.time}>{event.time}</Caption1>
              <RouterLink className={styles.link} to={`/cloudrec/event/${encodeURIComponent(event.uuid)}${suffix}`}>
                {event.title}
              </RouterLink>
              <Body1>{event.subtitle}</Body1>
            </div>
          ))}
        </div>
      ))}
      {!view.loading && view.loaded === 0 && <Text as="p">No recordings.</Text>}
      {view.failed && (
        <Text as="p" role="alert">
          Cannot load recordings, try again.
        </Text>
      )}
      {view.loading && (
        <Text as="p" role="status">
          Loading…
        </Text>
      )}
      {view.hasMore && <LoadNext list={list} />}
    </section>
  );
};
