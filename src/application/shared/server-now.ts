import type { Observable } from 'rxjs';
import { serverNowSeconds } from '../../domain/clock';
import type { RootState } from '../../domain/state';
import type { ClockPort } from '../ports';
import type { StateReader } from '../store';

/**
 * Now as the server sees it, unix seconds: the clock projection's estimate (the last client tick plus the
 * offset the control topic's timestamp measured, spec 1 §4 "relative to the server timestamp") once there is
 * one, else the client clock. Every rule the spec measures against the server clock (event timing, which day
 * is 'today', contracts still running, the 7-day export window) takes its now from here, so two screens never
 * disagree about the time.
 */
export const serverNow = (clock: RootState['clock'], client: Pick<ClockPort, 'now'>): number =>
  serverNowSeconds(clock) ?? Math.floor(client.now() / 1000);

/** serverNow as a stream: emits when the second changes (the store changes with every client tick). */
export const serverNow$ = (store: StateReader, client: Pick<ClockPort, 'now'>): Observable<number> =>
  store.select((state) => serverNow(state.clock, client));
