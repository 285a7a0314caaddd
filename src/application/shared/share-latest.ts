import { shareReplay, type MonoTypeOperatorFunction } from 'rxjs';

/**
 * One computation for every reader of a query, and its latest value for a reader that comes later; left when the
 * last reader goes (refCount), so a view nobody reads is not computed.
 */
export const shareLatest = <T>(): MonoTypeOperatorFunction<T> => shareReplay({ bufferSize: 1, refCount: true });
