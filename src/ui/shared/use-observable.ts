import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/**
 * Reads a query stream in a view (ARCHITECTURE.md §3.7): subscribes while mounted, re-renders only when the
 * stream emits. The stream must be stable across renders (a query's property, or memoized).
 */
export const useObservable = <T>(source$: Observable<T>, initial: T): T => {
  const latest = useRef<{ source: Observable<T>; value: T }>({ source: source$, value: initial });
  if (latest.current.source !== source$) latest.current = { source: source$, value: initial };
  const subscribe = useCallback(
    (changed: () => void) => {
      const subscription = source$.subscribe((value) => {
        latest.current = { source: source$, value };
        changed();
      });
      return () => subscription.unsubscribe();
    },
    [source$],
  );
  return useSyncExternalStore(
    subscribe,
    () => latest.current.value,
    () => initial,
  );
};
