import { inject, injectable } from 'inversify';
import {
  combineLatest,
  distinctUntilChanged,
  EMPTY,
  filter,
  map,
  of,
  startWith,
  switchMap,
  type Observable,
} from 'rxjs';
import { alarmSounds, tileStateLabel, type WallAlarm } from '../../domain/monitoring';
import { ClockPort } from '../ports';
import { WallSwitches } from './wall-switches';
import { WallTiles } from './wall-tiles';

/** One alarm in the wall's header, with its label ('Frozen · 12 s') as of the console clock's last second. */
export interface WallAlarmRow {
  readonly alarm: WallAlarm;
  readonly label: string;
}

/** The chime repeats every this many seconds of the console clock while it sounds (issue 31 §1). */
export const chimeEverySeconds = 2;

const labelled = (alarms: readonly WallAlarm[], now: number): readonly WallAlarmRow[] =>
  alarms.map((alarm) => ({ alarm, label: tileStateLabel(alarm.state, alarm.since, Math.max(now, alarm.since)) }));

/**
 * What the walls' alarm header shows and when it chimes (issue 31 §1), on the console's clock (ClockPort's one
 * shared second tick) rather than timers of its own. `rows$` re-labels the alarms each second while there are any
 * (none: no tick is taken). `chimes$` says when the audible alarm sounds: at once when an alarm nobody
 * acknowledged exists with the account's Sound alarm switch on, then every `chimeEverySeconds` until the alarms are
 * acknowledged, end, or the switch goes off. The sound itself is the page's (src/ui/player/alarm-tone.ts): the
 * walls play a chime for each emission while they are shown.
 */
@injectable()
export class WallAlarmBell {
  readonly rows$: Observable<readonly WallAlarmRow[]>;
  /** The console clock's ms at each chime. */
  readonly chimes$: Observable<number>;

  constructor(
    @inject(WallTiles) tiles: Pick<WallTiles, 'alarms$'>,
    @inject(WallSwitches) switches: Pick<WallSwitches, 'sound$'>,
    @inject(ClockPort) clock: ClockPort,
  ) {
    this.rows$ = tiles.alarms$.pipe(
      switchMap((alarms) =>
        alarms.length === 0
          ? of([])
          : clock.seconds$.pipe(
              startWith(clock.now()),
              map((now) => labelled(alarms, now)),
            ),
      ),
    );
    const sounding$ = combineLatest([switches.sound$, tiles.alarms$]).pipe(
      map(([sound, alarms]) => sound && alarmSounds(alarms)),
      distinctUntilChanged(),
    );
    this.chimes$ = sounding$.pipe(
      switchMap((sounding) =>
        sounding
          ? clock.seconds$.pipe(
              startWith(clock.now()),
              filter((_now, tick) => tick % chimeEverySeconds === 0),
            )
          : EMPTY,
      ),
    );
  }
}
