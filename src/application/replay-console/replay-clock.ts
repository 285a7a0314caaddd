import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { ClockPort } from '../ports';
import type { ReplayService } from '../replay-inspector';

/**
 * The clock of a replay console: the recorded time at the cursor, so ages and "now" read as they did for the
 * operator at that moment. It moves only when the cursor moves.
 */
export class ReplayClock implements ClockPort {
  readonly seconds$: Observable<number>;

  constructor(private readonly replay: ReplayService) {
    this.seconds$ = replay.position$.pipe(
      map(() => this.now()),
      distinctUntilChanged(),
    );
  }

  now(): number {
    // Before the first entry, the recording's first moment.
    return this.replay.entryAt(Math.max(1, this.replay.seq))?.at ?? 0;
  }
}
