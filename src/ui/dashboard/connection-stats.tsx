import { Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { ConnectionStatsQueries } from '../../application/dashboard';
import { BufferSparkline, TruncatedText, useService, useObservable } from '../shared';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  stat: {
    display: 'grid',
    gridTemplateColumns: '1fr 96px',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
  },
  figures: { display: 'block', color: tokens.colorNeutralForeground2 },
  connected: { color: tokens.colorPaletteGreenForeground1 },
  idle: { color: tokens.colorNeutralForeground3 },
});

/** Admins: each destination connection's buffer, as a sparkline with max and current (spec 2 §2). */
export const ConnectionStats = (): React.JSX.Element => {
  const styles = useStyles();
  const stats = useObservable(useService(ConnectionStatsQueries).stats$, []);
  return (
    <section className={styles.box} aria-labelledby="connection-stats-title" data-testid="connection-stats">
      <Subtitle2 as="h2" id="connection-stats-title">
        Connection stats
      </Subtitle2>
      {stats.length === 0 && <Caption1>No connections report a buffer.</Caption1>}
      <ul className={styles.list}>
        {stats.map((stat) => (
          <li key={stat.channelUuid} className={styles.stat} data-testid="connection-stat" data-colour={stat.colour}>
            <div>
              <TruncatedText text={stat.title} size={200} />
              {/* The buffer's colour belongs to the sparkline (spec 1 §9 thresholds); the connection state has
                  its own: green when connected, grey otherwise, so a live channel never reads as a fault. */}
              <Caption1 className={styles.figures}>
                {`max ${stat.max} · current ${stat.current} · `}
                <span
                  data-testid="connection-stat-state"
                  className={stat.state === 'connected' ? styles.connected : styles.idle}
                >
                  {stat.state}
                </span>
              </Caption1>
            </div>
            <BufferSparkline points={stat.points} colour={stat.colour} label={`Buffer history of ${stat.title}`} />
          </li>
        ))}
      </ul>
    </section>
  );
};
