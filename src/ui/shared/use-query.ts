import { useMemo } from 'react';
import type { Observable } from 'rxjs';
import { useObservable } from './use-observable';

/**
 * Reads a query that takes arguments (`queries.record$(listId)`): the stream is made once per set of arguments,
 * followed while the view is mounted, and left when the arguments change or the view goes. `deps` are what `make`
 * reads (the query service and its arguments); react-hooks/exhaustive-deps checks them at every call
 * (`additionalHooks` in eslint.config.mjs). A query without arguments (`queries.list$`) is read with useObservable.
 */
export const useQuery = <T>(make: () => Observable<T>, deps: readonly unknown[], initial: T): T => {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- forwards the caller's list, which lint checks at the call
  const stream = useMemo(make, deps);
  return useObservable(stream, initial);
};
