import { Badge, Caption1, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { DeveloperMonitorQueries, healthRows, ServerHealthFeed } from '../../application/developer';
import { useObservable, useService } from '../shared';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  rows: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: '4px',
  },
  term: { color: tokens.colorNeutralForeground2 },
  stale: { color: tokens.colorNeutralForeground3 },
  heading: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** The studio server's health (system:health, docs/protocol/developer.md), greyed when the reports stop. */
export const ServerCard = (): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(DeveloperMonitorQueries);
  const feed = useService(ServerHealthFeed);
  useEffect(() => feed.watch(), [feed]);
  const view = useObservable(queries.health$, undefined);
  const health = view?.health;
  const status = !health ? 'waiting' : view.stale ? 'stale' : health.status;
  return (
    <section className={styles.card} aria-labelledby="monitor-server-title" data-testid="monitor-server">
      <div className={styles.heading}>
        <Subtitle2 as="h2" id="monitor-server-title">
          Studio server
        </Subtitle2>
        <Badge
          appearance="filled"
          color={status === 'ok' ? 'success' : status === 'degraded' ? 'danger' : 'informative'}
          data-testid="monitor-server-status"
        >
          {status === 'stale' ? 'no recent report' : status === 'waiting' ? 'waiting for a report' : status}
        </Badge>
      </div>
      {health && health.problems.length > 0 && (
        <ul data-testid="monitor-server-problems">
          {health.problems.map((problem) => (
            <li key={problem}>
              <Text>{problem}</Text>
            </li>
          ))}
        </ul>
      )}
      {health ? (
        <div className={`${styles.rows} ${view.stale ? styles.stale : ''}`}>
          {healthRows(health, queries.zone).map((row) => (
            <div key={row.key} style={{ display: 'contents' }}>
              <Text className={styles.term}>{row.label}</Text>
              <Text data-testid={`monitor-server-${row.key}`}>{row.value}</Text>
            </div>
          ))}
        </div>
      ) : (
        <Caption1>The server sends its health every 5 seconds while this page is open.</Caption1>
      )}
    </section>
  );
};
