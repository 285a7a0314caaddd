import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useRef } from 'react';
import type { Observable } from 'rxjs';
import type { Gauge } from '../../domain/instances';
import { useFigureBox, useLive, writeAttribute, writeStyle, writeText } from '../shared';
import { gaugeColour } from './figure-colours';

// Plain elements with live figures (ui/shared/use-live): average, max, memory, disks change with each status
// frame (the per-core gauges are drawn together on one canvas, core-gauges.tsx).
const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: '72px 1fr 64px',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    ...typographyStyles.caption1,
  },
  track: { height: '6px', borderRadius: '3px', backgroundColor: tokens.colorNeutralBackground5, overflow: 'hidden' },
  // Scaled rather than sized: a transform moves no layout.
  bar: { height: '100%', width: '100%', transformOrigin: 'left center' },
  value: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

/** One gauge: its label, a bar in the threshold colour, the value in the same colour (spec 1 §9). */
export const GaugeRow = <T,>({
  label,
  source$,
  gauge,
}: {
  label: string;
  source$: Observable<T>;
  gauge: (value: T) => Gauge | undefined;
}): React.JSX.Element => {
  const styles = useStyles();
  const box = useFigureBox('100%');
  const bar = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const row = useLive<HTMLDivElement, T>(source$, (element, value) => {
    const figure = gauge(value);
    if (!figure || !bar.current || !text.current) return;
    const colour = gaugeColour[figure.colour];
    writeAttribute(element, 'data-colour', figure.colour);
    writeStyle(bar.current, 'transform', `scaleX(${figure.percent / 100})`);
    writeStyle(bar.current, 'background-color', colour);
    writeText(text.current, figure.text);
    writeStyle(text.current, 'color', colour);
  });
  return (
    <div ref={row} className={styles.row} data-testid="gauge">
      <span>{label}</span>
      <div className={styles.track} aria-hidden>
        <div ref={bar} className={styles.bar} />
      </div>
      <span className={styles.value}>
        <span ref={text} {...box} data-testid="gauge-value" />
      </span>
    </div>
  );
};
