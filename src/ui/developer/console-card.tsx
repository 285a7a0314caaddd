import { Badge, Caption1, makeStyles, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { DeveloperMonitorQueries, type ConsoleFigures } from '../../application/developer';
import { BufferSparkline, useObservable, useService } from '../shared';

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
  figures: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: '4px',
  },
  term: { color: tokens.colorNeutralForeground2 },
  rejections: { margin: 0, paddingLeft: tokens.spacingHorizontalL, maxHeight: '240px', overflowY: 'auto' },
  error: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

const Figure = ({ term, value, testId }: { term: string; value: React.ReactNode; testId: string }) => {
  const styles = useStyles();
  return (
    <>
      <Text className={styles.term}>{term}</Text>
      <Text data-testid={testId}>{value}</Text>
    </>
  );
};

const sparkline = (history: readonly number[]): number[] => {
  const max = Math.max(1, ...history);
  return history.map((count) => count / max);
};

const Rejections = ({ figures }: { figures: ConsoleFigures }): React.JSX.Element => {
  const styles = useStyles();
  if (figures.rejections.length === 0) return <Caption1>No frame was rejected.</Caption1>;
  return (
    <ol
      className={styles.rejections}
      aria-label="Latest rejected frames"
      data-testid="monitor-rejections"
      // Scrolls when long: focusable so a keyboard reaches all of it.
      tabIndex={0}
    >
      {figures.rejections.map((row) => {
        const first = row.errors[0];
        return (
          <li key={row.seq}>
            <Text>{`${row.time} ${row.topic} ${row.event}`}</Text>
            {first && (
              <Caption1 block className={styles.error}>
                {`${first.path || '(payload)'}: expected ${first.expected}, got ${first.actual}`}
                {row.errors.length > 1 ? ` (+${row.errors.length - 1} more)` : ''}
              </Caption1>
            )}
          </li>
        );
      })}
    </ol>
  );
};

/** This console's socket (spec 3 §2.8 monitor): connection, reconnects, frame rate and rejected frames. */
export const ConsoleCard = (): React.JSX.Element => {
  const styles = useStyles();
  const queries = useService(DeveloperMonitorQueries);
  const figures = useObservable(queries.console$, undefined);
  return (
    <section className={styles.card} aria-labelledby="monitor-console-title" data-testid="monitor-console">
      <Subtitle2 as="h2" id="monitor-console-title">
        This console
      </Subtitle2>
      {figures && (
        <>
          <div className={styles.figures}>
            <Figure
              term="Socket"
              testId="monitor-connection"
              value={
                <Badge appearance="tint" color={figures.connection === 'connected' ? 'success' : 'warning'}>
                  {figures.attempt > 0 ? `${figures.connection} (attempt ${figures.attempt})` : figures.connection}
                </Badge>
              }
            />
            <Figure term="Reconnects" testId="monitor-reconnects" value={figures.reconnects} />
            <Figure
              term="Frames in"
              testId="monitor-rate"
              value={
                <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                  {`${figures.framesPerSecond.toFixed(1)} /s`}
                  <BufferSparkline
                    points={sparkline(figures.history)}
                    colour="normal"
                    label="Frames per second, last minute"
                  />
                </span>
              }
            />
            <Figure term="Decoded" testId="monitor-decoded" value={figures.decoded} />
            <Figure term="Rejected" testId="monitor-rejected" value={figures.rejected} />
            <Figure term="Ignored (unknown topic or event)" testId="monitor-ignored" value={figures.ignored} />
          </div>
          <Subtitle2 as="h3">Rejected frames</Subtitle2>
          <Rejections figures={figures} />
        </>
      )}
    </section>
  );
};
