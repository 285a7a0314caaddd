import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export interface WindowedListProps<T> {
  readonly items: readonly T[];
  readonly itemKey: (item: T) => string;
  /** A first guess of a line's height; each drawn line is then measured. */
  readonly estimateHeight: (item: T) => number;
  /** `index` is the item's place in `items` (a table row's aria-rowindex follows it). */
  readonly renderItem: (item: T, index: number) => ReactNode;
  readonly label: string;
  /** The scroller's role: a labelled region by default, a table's `rowgroup` when its lines are rows. */
  readonly role?: 'region' | 'rowgroup';
  readonly className?: string;
  /** Pixels drawn beyond the visible part, above and below. */
  readonly overscan?: number;
  /** The list's inner width, whenever it changes (tiles per line follow it). */
  readonly onWidth?: (width: number) => void;
  readonly testId?: string;
}

const Line = ({
  lineKey,
  observer,
  children,
}: {
  lineKey: string;
  observer: ResizeObserver | undefined;
  children: ReactNode;
}): React.JSX.Element => {
  const element = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const target = element.current;
    if (!target || !observer) return undefined;
    observer.observe(target);
    return () => observer.unobserve(target);
  }, [observer]);
  return (
    <div ref={element} data-line-key={lineKey}>
      {children}
    </div>
  );
};

/** Index of the last line starting at or above `top` (binary search over the line offsets). */
const lineAt = (offsets: readonly number[], top: number): number => {
  let low = 0;
  let high = offsets.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((offsets[middle] ?? 0) <= top) low = middle;
    else high = middle - 1;
  }
  return Math.max(0, low);
};

/**
 * A windowed list for thousands of lines of different heights: only the lines in view (plus `overscan`) are
 * in the page; the rest are two spacers. Drawn lines are measured with one ResizeObserver, so a line that grows
 * (a channel tile that opens) pushes the next ones down instead of overlapping them. (The replay inspector's
 * VirtualRows is the fixed-height, index-addressed kind, for a million entries.)
 */
export const WindowedList = <T,>({
  items,
  itemKey,
  estimateHeight,
  renderItem,
  label,
  role = 'region',
  className,
  overscan = 600,
  onWidth,
  testId,
}: WindowedListProps<T>): React.JSX.Element => {
  const scroller = useRef<HTMLDivElement | null>(null);
  // Measured heights by line key; a new map per batch of measurements, so the offsets follow them.
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  const [view, setView] = useState({ top: 0, height: 800 });
  const [observer] = useState(() =>
    typeof ResizeObserver === 'undefined'
      ? undefined
      : new ResizeObserver((entries) => {
          const sizes = entries.map((entry) => ({
            key: (entry.target as HTMLElement).dataset.lineKey,
            height: Math.ceil(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height),
          }));
          setHeights((current) => {
            let next: Map<string, number> | undefined;
            for (const { key, height } of sizes)
              if (key !== undefined && height > 0 && current.get(key) !== height)
                (next ??= new Map(current)).set(key, height);
            return next ?? current;
          });
        }),
  );
  useEffect(() => () => observer?.disconnect(), [observer]);

  const widthRef = useRef(onWidth);
  useEffect(() => {
    widthRef.current = onWidth;
  });
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const resize = new ResizeObserver(() => {
      setView({ top: element.scrollTop, height: element.clientHeight });
      widthRef.current?.(element.clientWidth);
    });
    resize.observe(element);
    return () => resize.disconnect();
  }, []);

  const offsets = useMemo(() => {
    const result: number[] = [];
    let total = 0;
    for (const item of items) {
      result.push(total);
      total += heights.get(itemKey(item)) ?? estimateHeight(item);
    }
    result.push(total);
    return result;
  }, [items, itemKey, estimateHeight, heights]);

  const first = lineAt(offsets, view.top - overscan);
  const last = Math.min(items.length - 1, lineAt(offsets, view.top + view.height + overscan));
  const total = offsets[items.length] ?? 0;

  return (
    <div
      ref={scroller}
      role={role}
      aria-label={label}
      className={className}
      data-testid={testId}
      tabIndex={0}
      style={{ overflowY: 'auto', flexGrow: 1, minHeight: 0, position: 'relative' }}
      onScroll={(event) => setView({ top: event.currentTarget.scrollTop, height: event.currentTarget.clientHeight })}
    >
      <div style={{ height: items.length === 0 ? 0 : (offsets[first] ?? 0) }} />
      {items.slice(first, last + 1).map((item, offset) => {
        const key = itemKey(item);
        return (
          <Line key={key} lineKey={key} observer={observer}>
            {renderItem(item, first + offset)}
          </Line>
        );
      })}
      <div style={{ height: Math.max(0, total - (offsets[last + 1] ?? total)) }} />
    </div>
  );
};
