import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { memo } from 'react';
import type { Gauge } from '../../domain/instances';
import { gaugeColour } from './figure-colours';

// Plain elements, redrawn with each status frame (average, max, memory, disks; the per-core gauges are drawn
// together in one SVG, core-gauges.tsx).
const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: '72px 1fr 64px',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    ...typographyStyles.caption1,
  },
  track: { height: '6px', borderRadius: '3px', backgroundColor: tokens.colorNeutralBackground5, overflow: 'hidden' },
  bar: { height: '100%' },
  value: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

/** One gauge: its label, a bar in the threshold colour, the value in the same colour (spec 1 §9). */
export const GaugeRow = memo(function GaugeRow({ label, gauge }: { label: string; gauge: Gauge }): React.JSX.Element {
  const styles = useStyles();
  const colour = gaugeColour[gauge.colour];
  return (
    <div className={styles.row} data-testid="gauge" data-colour={gauge.colour}>
      <span>{label}</span>
      <div className={styles.track} aria-hidden>
        <div className={styles.bar} style={{ width: `${gauge.percent}%`, backgroundColor: colour }} />
      </div>
      <span className={styles.value} style={{ color: colour }} data-testid="gauge-value">
        {gauge.text}
      </span>
    </div>
  );
});
