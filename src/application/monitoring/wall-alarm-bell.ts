import { inject, injectable } from 'inversify';
import {
  combineLatest,
  defer,
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
import { shareLatest } from '../shared';
import { WallSwitches } from './wall-switches';
import { WallTiles } from './wall-tiles';

/** One alarm in the wall's header, with its label ('Frozen · 12 s') as of the walls' label second (labelSecond$). */
export interface WallAlarmRow {
  readonly alarm: WallAlarm;
  readonly label: string;
}

/** The chime repeats every this many seconds of the console clock while it sounds (issue 31 §1). */
export const chimeEverySeconds = 2;

const labelled = (alarms: readonly WallAlarm[], second: number): readonly WallAlarmRow[] =>
  alarms.map((alarm) => ({ alarm, label: tileStateLabel(alarm.state, alarm.since, second) }));

/**
 * What the walls' alarm header shows and when it chimes (issue 31 §1), on the console's clock (ClockPort's one
 * shared second tick) rather than timers of its own. `labelSecond$` is the instant every label of the walls is
 * written at — the header's and each tile's own ('Frozen · 12 s' on the picture) — so the two never read a second
 * apart, as they did when each tile wrote its words at its own looks. `rows$` re-labels the alarms at each
 * second while there are any (none: no tick is taken). `chimes$` says when the audible alarm sounds: at once when an
 * alarm nobody acknowledged exists with the account's Sound alarm switch on, then every `chimeEverySeconds` until
 * the alarms are acknowledged, end, or the switch goes off. The sound itself is the page's (src/ui/player/alarm-tone.ts): the
 * walls play a chime for each emission while they are shown.
 */
@injectable()
export class WallAlarmBell {
  /**
   * The console clock's last second tick (a new reader gets it at once): the walls' labels read their time here
   * and are written anew at each tick. Formatted with tileStateLabel, which says "0 s" for a state younger than it.
   */
  readonly labelSecond$: Observable<number>;
  readonly rows$: Observable<readonly WallAlarmRow[]>;
  /** The console clock's ms at each chime. */
  readonly chimes$: Observable<number>;

  constructor(
    @inject(WallTiles) tiles: Pick<WallTiles, 'alarms$'>,
    @inject(WallSwitches) switches: Pick<WallSwitches, 'sound$'>,
    @inject(ClockPort) clock: ClockPort,
  ) {
    // Replayed while any label reads it (the tiles on a wall always do): a header that starts listing an alarm
    // reads the second the tile's own label was written at, not a new instant of its own.
    this.labelSecond$ = defer(() => clock.seconds$.pipe(startWith(clock.now()))).pipe(shareLatest());
    this.rows$ = tiles.alarms$.pipe(
      switchMap((alarms) =>
        alarms.length === 0 ? of([]) : this.labelSecond$.pipe(map((second) => labelled(alarms, second))),
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
