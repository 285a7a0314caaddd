import { useEffect, useMemo, useRef, useState } from 'react';
import { Subject } from 'rxjs';
import { settleAfter } from './settle';

export interface Debounced<T> {
  /** A new value; the callback gets it once no newer one came for the debounce time. */
  push(value: T): void;
  /** Hands the pending value over now (on blur). */
  flush(): void;
}

/**
 * Debounce through rxjs, owned by the component: the subscription ends when it unmounts (a pending value is
 * then dropped, as the field is gone). No timers of the component's own.
 */
export const useDebouncedCallback = <T>(callback: (value: T) => void, ms: number): Debounced<T> => {
  const [streams] = useState(() => ({ values: new Subject<T>(), flush: new Subject<void>() }));
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    const subscription = streams.values
      .pipe(settleAfter(ms, streams.flush))
      .subscribe((value) => latest.current(value));
    return () => subscription.unsubscribe();
  }, [streams, ms]);
  return useMemo(
    () => ({ push: (value: T) => streams.values.next(value), flush: () => streams.flush.next() }),
    [streams],
  );
};
