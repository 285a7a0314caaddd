import { interval, map, share, type Observable } from 'rxjs';
import type { ClockPort, IdPort } from '../../application/ports';

/** The client clock with one shared second tick: views and the log use the same stream, never own timers. */
export class SystemClock implements ClockPort {
  readonly seconds$: Observable<number> = interval(1000).pipe(
    map(() => Date.now()),
    share(),
  );

  now(): number {
    return Date.now();
  }
}

/** Correlation ids: random UUIDs from the platform. */
export class RandomIds implements IdPort {
  newId(): string {
    return globalThis.crypto.randomUUID();
  }
}

/** The platform's own zone, which in a browser is the user's: the DisplayZone a live console binds. */
export const platformZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
