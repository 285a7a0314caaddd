import { useEffect, useRef, useState, type ReactNode } from 'react';

const overscan = 8;

export interface VirtualRowsProps {
  readonly count: number;
  readonly rowHeight: number;
  /** Height of the scrolling box in pixels. */
  readonly height: number;
  /** Row index to bring into view when it changes (the cursor's row). */
  readonly revealIndex?: number;
  readonly label: string;
  readonly testId?: string;
  readonly renderRows: (first: number, last: number) => ReactNode;
}

/**
 * A list that renders only the rows in view (fixed row height): a million entries cost one tall empty box
 * and a few dozen row elements. The rows are absolutely placed inside it. Not the shared WindowedList on
 * purpose: that one measures lines of different heights over an item array (offsets for every item on each
 * render), which is right for 2,000 events and wrong for a million entries addressed by index.
 */
export const VirtualRows = ({
  count,
  rowHeight,
  height,
  revealIndex,
  label,
  testId,
  renderRows,
}: VirtualRowsProps): React.JSX.Element => {
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  useEffect(() => {
    const element = box.current;
    if (!element || revealIndex === undefined || revealIndex < 0) return;
    const top = revealIndex * rowHeight;
    if (top < element.scrollTop || top + rowHeight > element.scrollTop + height) {
      element.scrollTop = Math.max(0, top - height / 2);
      setScrollTop(element.scrollTop);
    }
  }, [revealIndex, rowHeight, height]);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const last = Math.min(count - 1, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  return (
    <div
      ref={box}
      role="list"
      aria-label={label}
      data-testid={testId}
      tabIndex={0}
      style={{ height, overflowY: 'auto', position: 'relative' }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
    >
      <div style={{ height: count * rowHeight, position: 'relative' }}>
        <div style={{ position: 'absolute', top: first * rowHeight, left: 0, right: 0 }}>
          {count > 0 && renderRows(first, last)}
        </div>
      </div>
    </div>
  );
};
