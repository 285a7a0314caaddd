import { useLayoutEffect, useState } from 'react';
import type { WallArea } from '../../application/monitoring';

const noArea: WallArea = { width: 0, height: 0 };

/**
 * The element's content box (inside its padding and scroll bar), measured when it mounts and whenever it resizes:
 * the wall sizes its tiles to the screen it has.
 */
export const useElementSize = (element: HTMLElement | null): WallArea => {
  const [size, setSize] = useState<WallArea>(noArea);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const update = (width: number, height: number): void =>
      setSize((old) =>
        old.width === Math.floor(width) && old.height === Math.floor(height)
          ? old
          : { width: Math.floor(width), height: Math.floor(height) },
      );
    const style = getComputedStyle(element);
    const padding = (start: string, end: string): number => parseFloat(start) + parseFloat(end);
    update(
      element.clientWidth - padding(style.paddingLeft, style.paddingRight),
      element.clientHeight - padding(style.paddingTop, style.paddingBottom),
    );
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) update(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return size;
};
