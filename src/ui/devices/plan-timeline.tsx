import { Button, Spinner, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import type * as VisTimeline from 'vis-timeline/standalone';
import { planZoomMaxMs, planZoomMinMs, planZoomStep, type PlanItem } from '../../application/devices';
import type { PlanWindow } from '../../domain/devices';

// vis-timeline draws in its own light colours; these keep it readable on the console's theme.
const useStyles = makeStyles({
  frame: {
    ...shorthands.border('1px', 'solid', tokens.colorNeutralStroke1),
    ...shorthands.borderRadius(tokens.borderRadiusMedium),
    minHeight: '180px',
    '& .vis-timeline': { ...shorthands.borderStyle('none'), color: tokens.colorNeutralForeground1 },
    '& .vis-time-axis .vis-text': { color: tokens.colorNeutralForeground2 },
    '& .vis-time-axis .vis-grid': { borderLeftColor: tokens.colorNeutralStroke2 },
    '& .vis-item': {
      backgroundColor: tokens.colorBrandBackground2,
      ...shorthands.borderColor(tokens.colorBrandStroke1),
      color: tokens.colorNeutralForeground1,
    },
    '& .vis-item.vis-selected': {
      backgroundColor: tokens.colorBrandBackground,
      color: tokens.colorNeutralForegroundOnBrand,
    },
    '& .vis-current-time': { backgroundColor: tokens.colorPaletteRedBorder2 },
  },
  tools: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

type TimelineModule = typeof VisTimeline;

const itemsOf = (items: readonly PlanItem[]) =>
  items.map((item) => ({
    id: `${item.listId}:${item.id}`,
    content: item.name,
    title: item.name,
    start: item.start_time * 1000,
    end: item.end_time * 1000,
  }));

/** The part of a moment the axis needs; the standalone bundle exports its moment, its typings do not say so. */
interface ZonableMoment {
  valueOf(): number;
  utcOffset(minutes: number): ZonableMoment;
}

/** vis-timeline's `moment` option: each date it makes, shifted to the display zone's offset at that instant. */
const zonedMoment = (
  loaded: TimelineModule,
  offsetAt: (ms: number) => number,
): VisTimeline.TimelineOptions['moment'] => {
  const { moment } = loaded as unknown as { moment: (...input: unknown[]) => ZonableMoment };
  const zoned = (...input: unknown[]): ZonableMoment => {
    const date = moment(...input);
    return date.utcOffset(offsetAt(date.valueOf()));
  };
  return zoned as unknown as VisTimeline.TimelineOptions['moment'];
};

/**
 * The plan chart (spec 3 §2.6, §9): vis-timeline, loaded on demand, over today to one year ahead, zoom between
 * 1e8 and 16e10 ms, the zoom buttons stepping 0.4. Choosing a series opens its record. Its axis draws in the
 * display zone like every other console time: vis-timeline would use the browser's zone, so each date it makes
 * is given the display zone's offset at that instant (DST included).
 */
export const PlanTimeline = ({
  window: span,
  items,
  offsetMinutes,
  onOpen,
}: {
  window: PlanWindow;
  items: readonly PlanItem[];
  /** The display zone's UTC offset at an instant (ms). */
  offsetMinutes: (ms: number) => number;
  onOpen: (listId: number, id: number) => void;
}): React.JSX.Element => {
  const styles = useStyles();
  const container = useRef<HTMLDivElement>(null);
  const timeline = useRef<VisTimeline.Timeline>(undefined);
  const [module, setModule] = useState<TimelineModule>();
  const [failed, setFailed] = useState(false);
  const open = useRef(onOpen);
  open.current = onOpen;
  const offset = useRef(offsetMinutes);
  offset.current = offsetMinutes;

  useEffect(() => {
    let live = true;
    import(/* webpackChunkName: "vis-timeline" */ 'vis-timeline/standalone')
      .then((loaded) => live && setModule(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!module || !container.current) return undefined;
    const chart = new module.Timeline(container.current, [], {
      start: span.start,
      end: span.end,
      zoomMin: planZoomMinMs,
      zoomMax: planZoomMaxMs,
      stack: true,
      orientation: 'top',
      selectable: true,
      moment: zonedMoment(module, (ms) => offset.current(ms)),
    });
    chart.on('select', (properties?: { items?: (string | number)[] }) => {
      const [selected] = properties?.items ?? [];
      const [listId, id] = String(selected ?? '')
        .split(':')
        .map(Number);
      if (Number.isSafeInteger(listId) && Number.isSafeInteger(id)) open.current(listId as number, id as number);
    });
    timeline.current = chart;
    return () => {
      chart.destroy();
      timeline.current = undefined;
    };
  }, [module, span.start, span.end]);

  useEffect(() => {
    timeline.current?.setItems(itemsOf(items));
  }, [module, items]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div className={styles.tools}>
        <Button
          size="small"
          data-testid="plan-zoom-in"
          disabled={!module}
          onClick={() => timeline.current?.zoomIn(planZoomStep)}
        >
          Zoom in
        </Button>
        <Button
          size="small"
          data-testid="plan-zoom-out"
          disabled={!module}
          onClick={() => timeline.current?.zoomOut(planZoomStep)}
        >
          Zoom out
        </Button>
        <Button
          size="small"
          data-testid="plan-zoom-fit"
          disabled={!module}
          onClick={() => timeline.current?.setWindow(span.start, span.end)}
        >
          Today to one year
        </Button>
        {!module && !failed && <Spinner size="tiny" label="Loading the timeline…" />}
        {failed && <span>The timeline could not be loaded.</span>}
      </div>
      <div
        ref={container}
        className={styles.frame}
        data-testid="plan-timeline"
        aria-label="Series timeline"
        role="figure"
      />
    </div>
  );
};
