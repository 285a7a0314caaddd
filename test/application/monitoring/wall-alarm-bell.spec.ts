import { expect } from 'chai';
import { BehaviorSubject, Subject } from 'rxjs';
import { WallAlarmBell, WallTiles, type TileReport } from '../../../src/application/monitoring';

// The walls' alarm header on the console clock (issue 31 §1): the labels move on with the clock's second, and the
// chime sounds at once, then every 2 s of the clock, while an alarm nobody acknowledged exists and Sound is on.

const report = (id: string, state: TileReport['state'], since: number): TileReport => ({
  id,
  title: id,
  state,
  since,
  alarmSince: state === 'playing' ? undefined : since,
});

const fixture = (soundOn = true) => {
  let now = 100_000;
  const seconds$ = new Subject<number>();
  const tick = (): void => {
    now += 1000;
    seconds$.next(now);
  };
  const tiles = new WallTiles();
  const sound$ = new BehaviorSubject(soundOn);
  const bell = new WallAlarmBell(tiles, { sound$ }, { now: () => now, seconds$ });
  const chimes: number[] = [];
  const labels: string[][] = [];
  const subscriptions = [
    bell.chimes$.subscribe((at) => chimes.push(at)),
    bell.rows$.subscribe((rows) => labels.push(rows.map((row) => `${row.alarm.title} ${row.label}`))),
  ];
  return {
    tiles,
    sound$,
    seconds$,
    tick,
    chimes,
    labels,
    now: () => now,
    dispose: () => subscriptions.forEach((subscription) => subscription.unsubscribe()),
  };
};

describe("the walls' alarm bell on the console clock (issue 31 §1)", () => {
  it('labels the alarms at each tick of the console clock, and takes no tick without alarms', () => {
    const wall = fixture();
    expect(wall.seconds$.observed).to.equal(false);
    wall.tiles.report(report('a', 'frozen', wall.now() - 12_000));
    expect(wall.labels.at(-1)).to.deep.equal(['a Frozen · 12 s']);
    wall.tick();
    wall.tick();
    expect(wall.labels.at(-1)).to.deep.equal(['a Frozen · 14 s']);
    wall.tiles.report(report('a', 'playing', wall.now()));
    expect(wall.labels.at(-1)).to.deep.equal([]);
    expect(wall.seconds$.observed).to.equal(false);
    wall.dispose();
  });

  it('chimes at once and every second tick while an unacknowledged alarm exists; acknowledging silences it', () => {
    const wall = fixture();
    wall.tiles.report(report('a', 'black', wall.now()));
    expect(wall.chimes).to.have.length(1);
    wall.tick();
    expect(wall.chimes).to.have.length(1);
    wall.tick();
    expect(wall.chimes).to.have.length(2);
    wall.tick();
    wall.tick();
    expect(wall.chimes).to.have.length(3);
    wall.tiles.acknowledge(['a']);
    for (let second = 0; second < 6; second += 1) wall.tick();
    expect(wall.chimes).to.have.length(3);
    // Still listed, acknowledged; a second tile's alarm sounds again.
    expect(wall.labels.at(-1)).to.deep.equal(['a Black · 10 s']);
    wall.tiles.report(report('b', 'silent', wall.now()));
    expect(wall.chimes).to.have.length(4);
    wall.dispose();
  });

  it('does not chime with the Sound alarm switch off, and starts when it is turned on', () => {
    const wall = fixture(false);
    wall.tiles.report(report('a', 'offline', wall.now()));
    wall.tick();
    wall.tick();
    expect(wall.chimes).to.deep.equal([]);
    wall.sound$.next(true);
    expect(wall.chimes).to.have.length(1);
    wall.sound$.next(false);
    for (let second = 0; second < 4; second += 1) wall.tick();
    expect(wall.chimes).to.have.length(1);
    wall.dispose();
  });
});
