import { useEffect, useMemo } from 'react';
import type { Observable } from 'rxjs';
import { EventTopics } from '../../application/clips';
import { useService, useObservable } from '../shared';

/** Keeps the event's clip topics joined while the calling view is mounted. */
export const useEventTopics = (eventUuid: string): void => {
  const topics = useService(EventTopics);
  useEffect(() => topics.watch(eventUuid), [topics, eventUuid]);
};

/**
 * Reads a per-call query stream, made once per set of dependencies. The callers' dependency lists are checked
 * by react-hooks/exhaustive-deps (`additionalHooks` in eslint.config.mjs).
 */
export const useQuery = <T>(make: () => Observable<T>, deps: readonly unknown[], initial: T): T => {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- forwards the caller's list, which lint checks at the call
  const stream = useMemo(make, deps);
  return useObservable(stream, initial);
};
