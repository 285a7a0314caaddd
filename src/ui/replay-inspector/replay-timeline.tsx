import { Caption1, makeStyles, Slider, tokens } from '@fluentui/react-components';
import {
  ReplayQueries,
  ReplayService,
  type MarkerKind,
  type ReplayPosition,
  type TimelineMark,
} from '../../application/replay-inspector';
import { useObservable, useService } from '../shared';

const colours: Record<MarkerKind, string> = {
  command: tokens.colorPaletteBlueForeground2,
  rejected: tokens.colorPaletteRedForeground1,
  reconnect: tokens.colorPaletteYellowForeground1,
  error: tokens.colorPaletteDarkOrangeForeground1,
};
const labels: Record<MarkerKind, string> = {
  command: 'commands',
  rejected: 'rejected frames',
  reconnect: 'reconnects',
  error: 'failed commands',
};

const useStyles = makeStyles({
  timeline: { display: 'flex', flexDirection: 'column', gap: '4px' },
  marks: { position: 'relative', height: '12px', marginLeft: '10px', marginRight: '10px' },
  mark: { position: 'absolute', top: 0, width: '2px', height: '12px' },
  legend: { display: 'flex', gap: '16px' },
});

const noMarks: readonly TimelineMark[] = [];
const start: ReplayPosition = { seq: 0, total: 0 };

/** The scrubber over entries 1..M, with marks for commands, rejected frames, reconnects and failures. */
export const ReplayTimeline = (): React.JSX.Element => {
  const styles = useStyles();
  const replay = useService(ReplayService);
  const marks = useObservable(useService(ReplayQueries).marks$, noMarks);
  const position = useObservable(replay.position$, start);
  return (
    <section className={styles.timeline} aria-label="Timeline">
      <div className={styles.marks} aria-hidden="true" data-testid="timeline-marks">
        {marks.map((mark) => (
          <span
            key={`${mark.kind}:${mark.seq}`}
            className={styles.mark}
            style={{ left: `${mark.percent}%`, backgroundColor: colours[mark.kind] }}
            title={`${mark.kind} at entry ${mark.seq}`}
            data-kind={mark.kind}
          />
        ))}
      </div>
      <Slider
        min={1}
        max={Math.max(1, position.total)}
        value={Math.max(1, position.seq)}
        onChange={(_, data) => replay.seek(data.value)}
        aria-label="Entry"
        aria-valuetext={`entry ${position.seq} of ${position.total}`}
        data-testid="timeline-slider"
        style={{ width: '100%' }}
      />
      {replay.seekable ? (
        // Marks come from folding every entry, which a file read at random access does not do.
        <Caption1 data-testid="timeline-marks-note">
          Marks for commands, rejected frames, reconnects and failures are shown for files read front to back (version
          1) only.
        </Caption1>
      ) : (
        <div className={styles.legend}>
          {(Object.keys(labels) as MarkerKind[]).map((kind) => (
            <Caption1 key={kind}>
              <span style={{ color: colours[kind] }}>▮</span> {labels[kind]} (
              {marks.filter((mark) => mark.kind === kind).length})
            </Caption1>
          ))}
        </div>
      )}
    </section>
  );
};
