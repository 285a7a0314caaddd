import { makeStyles, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { InstancePanelQueries } from '../../application/instances';
import { useObservable, useService } from '../shared';
import { sparklinePoints } from './sparkline-points';

const width = 120;
const height = 28;
const empty: readonly number[] = [];

const useStyles = makeStyles({ line: { stroke: tokens.colorBrandForeground1, strokeWidth: 1.5, fill: 'none' } });

/**
 * The last minutes of one series of an instance (CPU, memory, a bitrate) as a line: where an operator looks for
 * a trend. Subscribes to its own series, so a new sample redraws only the lines whose series grew.
 */
export const Sparkline = memo(function Sparkline({
  id,
  series,
  label,
  floor,
}: {
  id: number;
  series: string;
  label: string;
  /** Percent series start at 0; bitrates scale to what they hold. */
  floor?: number;
}): React.JSX.Element | null {
  const styles = useStyles();
  const queries = useService(InstancePanelQueries);
  const values = useObservable(queries.panel(id).history$(series), empty);
  if (values.length < 2) return null;
  return (
    <svg
      width={width}
      height={height}
      role="img"
      aria-label={`${label}, last ${values.length} s`}
      data-testid="sparkline"
    >
      <polyline className={styles.line} points={sparklinePoints(values, width, height, floor)} />
    </svg>
  );
});
