import { expect } from 'chai';
import { BehaviorSubject, Subject } from 'rxjs';
import { WallAlarmBell, WallTiles, type TileReport } from '../../../src/application/monitoring';
import { TileLabelWriter } from '../../../src/ui/player/tile-label-writer';

// A tile's own words and the wall's alarm header say the same second (issue 31 §1): both are written at the walls'
// label second. A tile that wrote its words at its own look (at 12_300 with the state since 10_400: '1 s') while
// the header wrote at the clock's tick (12_450: '2 s') read a second more in the header.

const wall = () => {
  let now = 10_450;
  const seconds$ = new Subject<number>();
  const tiles = new WallTiles();
  const bell = new WallAlarmBell(tiles, { sound$: new BehaviorSubject(false) }, { now: () => now, seconds$ });
  const header: string[] = [];
  const headerRows = bell.rows$.subscribe((rows) => header.splice(0, header.length, ...rows.map((row) => row.label)));
  const written: string[] = [];
  const label = new TileLabelWriter(bell.labelSecond$, (text) => written.push(text));
  return {
    tiles,
    label,
    header,
    written,
    /** The clock at `at`, and its second tick then. */
    tick: (at: number): void => {
      now = at;
      seconds$.next(at);
    },
    /** The clock at `at` between ticks (a tile's look). */
    look: (at: number): void => {
      now = at;
    },
    dispose: (): void => {
      headerRows.unsubscribe();
      label.dispose();
    },
  };
};

const frozen = (since: number): TileReport => ({
  id: 'monitor:a',
  title: 'A',
  state: 'frozen',
  since,
  alarmSince: since,
});

describe("a tile's words on the walls' label second (issue 31 §1)", () => {
  it('reads the second the header reads, when the state changes between two ticks and at every tick after', () => {
    const page = wall();
    page.tick(11_450);
    // The tile's look at 12_300 names Frozen since 10_400; its words and the header's are written as a tile does.
    page.look(12_300);
    page.tiles.report(frozen(10_400));
    page.label.show({ state: 'frozen', since: 10_400, retryAt: undefined, attempting: false });
    expect(page.written.at(-1)).to.equal('Frozen · 1 s');
    expect(page.header).to.deep.equal([page.written.at(-1)]);
    page.tick(12_450);
    expect(page.written.at(-1)).to.equal('Frozen · 2 s');
    expect(page.header).to.deep.equal([page.written.at(-1)]);
    // The tile's next looks, between ticks, change nothing the header does not.
    for (const at of [12_800, 13_300]) {
      page.look(at);
      page.label.show({ state: 'frozen', since: 10_400, retryAt: undefined, attempting: false });
      expect(page.written.at(-1)).to.equal('Frozen · 2 s');
    }
    page.tick(13_450);
    expect(page.written.at(-1)).to.equal('Frozen · 3 s');
    expect(page.header).to.deep.equal(['Frozen · 3 s']);
    page.dispose();
  });

  it('writes only changed words, says "0 s" for a state younger than the second, and an attempt under way', () => {
    const page = wall();
    page.tick(20_000);
    page.label.show({ state: 'playing', since: 20_300, retryAt: undefined, attempting: false });
    page.label.show({ state: 'playing', since: 20_300, retryAt: undefined, attempting: false });
    expect(page.written).to.deep.equal(['Playing · 0 s']);
    page.label.show({ state: 'offline', since: 20_400, retryAt: 24_000, attempting: false });
    expect(page.written.at(-1)).to.equal('Offline · 0 s · retrying in 4 s');
    page.label.show({ state: 'offline', since: 20_400, retryAt: undefined, attempting: true });
    expect(page.written.at(-1)).to.equal('Offline · 0 s · retrying now');
    page.dispose();
  });
});
