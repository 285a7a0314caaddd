import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { Gauge } from '../../domain/instances';
import { gaugeColour } from './figure-colours';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: '72px 1fr 64px', alignItems: 'center', gap: tokens.spacingHorizontalS },
  track: { height: '6px', borderRadius: '3px', backgroundColor: tokens.colorNeutralBackground5, overflow: 'hidden' },
  bar: { height: '100%' },
  value: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

/** One gauge: its label, a bar in the threshold colour, the value in the same colour (spec 1 §9). */
export const GaugeRow = ({ label, gauge }: { label: string; gauge: Gauge }): React.JSX.Element => {
  const styles = useStyles();
  const colour = gaugeColour[gauge.colour];
  return (
    <div className={styles.row} data-testid="gauge" data-colour={gauge.colour}>
      <Caption1>{label}</Caption1>
      <div className={styles.track} aria-hidden>
        <div className={styles.bar} style={{ width: `${gauge.percent}%`, backgroundColor: colour }} />
      </div>
      <Caption1 className={styles.value} style={{ color: colour }} data-testid="gauge-value">
        {gauge.text}
      </Caption1>
    </div>
  );
};
