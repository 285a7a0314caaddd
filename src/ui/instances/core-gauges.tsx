import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { memo, useId, useLayoutEffect, useRef, useState } from 'react';
import type { Gauge } from '../../domain/instances';
import { coreGrid, corePlace, gaugeRow, trackOf } from './core-grid';
import { gaugeColour } from './figure-colours';

const useStyles = makeStyles({
  host: { minWidth: 0 },
  svg: { display: 'block', overflow: 'visible', ...typographyStyles.caption1, fontVariantNumeric: 'tabular-nums' },
  label: { fill: 'currentColor' },
  track: { fill: tokens.colorNeutralBackground5 },
});

const trackY = (gaugeRow.height - gaugeRow.trackHeight) / 2;

/** What a screen reader hears for the drawing: every core's figure, in order. */
const summary = (cores: readonly Gauge[]): string =>
  `${cores.length} cores: ${cores.map((core, index) => `Core ${index + 1} ${core.text}`).join(', ')}`;

/**
 * The per-core CPU gauges (spec 1 §9) drawn in one SVG, looking as the HTML gauge rows did (label, bar and value
 * in the threshold colour, in the same auto-fill columns): a status frame changes every core, and 32 HTML grid
 * rows cost the browser a grid layout each per frame. The columns follow the section's width.
 */
export const CoreGauges = memo(function CoreGauges({ cores }: { cores: readonly Gauge[] }): React.JSX.Element {
  const styles = useStyles();
  const clipId = useId();
  const host = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    // The fractional width, as the CSS grid shared it.
    const measure = (): void => setWidth(element.getBoundingClientRect().width);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const grid = coreGrid(width, cores.length);
  const track = trackOf(grid.columnWidth);
  return (
    <div ref={host} className={styles.host}>
      <svg
        className={styles.svg}
        width={grid.width}
        height={grid.height}
        role="img"
        aria-label={summary(cores)}
        data-testid="core-gauges"
      >
        <clipPath id={clipId}>
          <rect x={track.x} y={trackY} width={track.width} height={gaugeRow.trackHeight} rx={3} />
        </clipPath>
        {cores.map((core, index) => {
          const place = corePlace(grid, index);
          const colour = gaugeColour[core.colour];
          return (
            <g key={index} transform={`translate(${place.x} ${place.y})`} data-colour={core.colour}>
              <text className={styles.label} y={gaugeRow.height / 2} dominantBaseline="central">
                Core {index + 1}
              </text>
              <rect
                className={styles.track}
                x={track.x}
                y={trackY}
                width={track.width}
                height={gaugeRow.trackHeight}
                rx={3}
              />
              <rect
                x={track.x}
                y={trackY}
                width={(track.width * core.percent) / 100}
                height={gaugeRow.trackHeight}
                clipPath={`url(#${clipId})`}
                style={{ fill: colour }}
              />
              <text
                x={grid.columnWidth}
                y={gaugeRow.height / 2}
                dominantBaseline="central"
                textAnchor="end"
                style={{ fill: colour }}
              >
                {core.text}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
});
