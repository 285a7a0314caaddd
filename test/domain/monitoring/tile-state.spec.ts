import { expect } from 'chai';
import {
  isAlarmState,
  nextTileChange,
  playerStuck,
  stuckRestartMs,
  startTileWatch,
  tileLimits,
  watchTile,
  type TileSample,
  type TileState,
  type TileWatch,
} from '../../../src/domain/monitoring';

// A healthy live tile sampled every 250 ms: media time and picture move, sound is heard, the playlist grows every 2 s.
const step = 250;
type Fault = 'freeze' | 'black' | 'silence' | 'stall' | 'offline' | 'noPlaylist';

interface Run {
  watch: TileWatch;
  at: number;
  mediaTime: number;
  grewAt: number;
  offlineSince: number | undefined;
}

const sample = (run: Run, faults: ReadonlySet<Fault>, overrides: Partial<TileSample> = {}): TileSample => ({
  at: run.at,
  offlineSince: run.offlineSince,
  firstFrame: true,
  mediaTime: run.mediaTime,
  ended: false,
  live: true,
  playlistGrewAt: run.grewAt,
  targetDuration: 2,
  picture: { black: faults.has('black'), change: faults.has('freeze') || faults.has('black') ? 0 : 0.2 },
  audioPeakDb: faults.has('silence') ? -90 : -12,
  ...overrides,
});

const start = (): Run => {
  const run: Run = { watch: startTileWatch(0), at: 0, mediaTime: 0, grewAt: 0, offlineSince: undefined };
  advance(run, 1000, new Set());
  return run;
};

/** Samples for `ms` with the given faults; returns the time each new state was entered. */
const advance = (run: Run, ms: number, faults: ReadonlySet<Fault>, overrides: Partial<TileSample> = {}) => {
  const entered: { state: TileState; at: number; since: number }[] = [];
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    run.at += step;
    if (!faults.has('stall') && !faults.has('offline')) run.mediaTime += step / 1000;
    if (!faults.has('stall') && !faults.has('noPlaylist') && run.at % 2000 === 0) run.grewAt = run.at;
    if (faults.has('offline')) run.offlineSince ??= run.at;
    else run.offlineSince = undefined;
    const before = run.watch.state;
    run.watch = watchTile(run.watch, sample(run, faults, overrides));
    if (run.watch.state !== before) entered.push({ state: run.watch.state, at: run.at, since: run.watch.since });
  }
  return entered;
};

const faultCases: [Fault, TileState][] = [
  ['freeze', 'frozen'],
  ['black', 'black'],
  ['silence', 'silent'],
  ['stall', 'stalled'],
  ['offline', 'offline'],
];

describe('tile state (issue 31 §1)', () => {
  it('is Loading until the first frame, then Playing', () => {
    const run: Run = { watch: startTileWatch(0), at: 0, mediaTime: 0, grewAt: 0, offlineSince: undefined };
    advance(run, 1000, new Set(), { firstFrame: false });
    expect(run.watch.state).to.equal('loading');
    advance(run, step, new Set());
    expect(run.watch.state).to.equal('playing');
    expect(run.watch.alarmSince).to.equal(undefined);
  });

  it('calls a first frame that never comes Stalled after the loading limit', () => {
    const run: Run = { watch: startTileWatch(0), at: 0, mediaTime: 0, grewAt: 0, offlineSince: undefined };
    const entered = advance(run, 12_000, new Set(), { firstFrame: false });
    expect(entered).to.deep.equal([{ state: 'stalled', at: tileLimits.loadingStallMs, since: 0 }]);
  });

  for (const [fault, state] of faultCases) {
    it(`names ${state} within 5 s of the fault and is back to Playing within 5 s of its end`, () => {
      const run = start();
      expect(run.watch.state).to.equal('playing');
      const faultAt = run.at;
      const entered = advance(run, 12_000, new Set([fault]));
      expect(entered.map((entry) => entry.state)).to.deep.equal([state]);
      const named = entered[0]!;
      expect(named.at - faultAt).to.be.at.most(5000);
      expect(named.since).to.be.at.most(named.at);
      expect(isAlarmState(run.watch.state)).to.equal(true);
      expect(run.watch.alarmSince).to.equal(named.since);
      const endAt = run.at;
      const cleared = advance(run, 6000, new Set());
      expect(cleared.map((entry) => entry.state)).to.deep.equal(['playing']);
      expect(cleared[0]!.at - endAt).to.be.at.most(5000);
      expect(run.watch.alarmSince).to.equal(undefined);
    });
  }

  it('calls a live playlist that stops growing Stalled while the buffer still plays', () => {
    const run = start();
    const entered = advance(run, 6000, new Set(['noPlaylist']));
    expect(entered.map((entry) => entry.state)).to.deep.equal(['stalled']);
    expect(entered[0]!.since).to.equal(run.watch.since);
  });

  it('does not stall a recording whose playlist never grows', () => {
    const run = start();
    expect(advance(run, 20_000, new Set(['noPlaylist']), { live: false })).to.deep.equal([]);
  });

  it('calls a recording that played to its end Ended, no alarm, from the first sample at the end, for as long as it stands', () => {
    const run = start();
    const endedAt = run.at + step;
    expect(advance(run, 10_000, new Set(['stall', 'freeze', 'silence']), { live: false, ended: true })).to.deep.equal([
      { state: 'ended', at: endedAt, since: endedAt },
    ]);
    expect(run.watch.since).to.equal(endedAt);
    expect(run.watch.alarmSince).to.equal(undefined);
    expect(isAlarmState('ended')).to.equal(false);
    // Played again (a seek back): Playing at once, and faults are named again.
    expect(advance(run, 1000, new Set(), { live: false }).map((entry) => entry.state)).to.deep.equal(['playing']);
    expect(advance(run, 5000, new Set(['freeze']), { live: false }).map((entry) => entry.state)).to.deep.equal([
      'frozen',
    ]);
  });

  it('a tile in a fault that then plays to its end leaves the alarm for Ended after the clearing limit', () => {
    const run = start();
    advance(run, 5000, new Set(['freeze']), { live: false });
    expect(run.watch.state).to.equal('frozen');
    const entered = advance(run, 3000, new Set(['freeze']), { live: false, ended: true });
    expect(entered.map((entry) => entry.state)).to.deep.equal(['ended']);
    expect((entered[0]?.at ?? 0) - (entered[0]?.since ?? 0)).to.equal(tileLimits.clearMs);
    expect(run.watch.alarmSince).to.equal(undefined);
  });

  it('an ended stream that is lost is Offline (the worse state wins)', () => {
    const run = start();
    advance(run, 1000, new Set(), { ended: true, live: false });
    expect(run.watch.state).to.equal('ended');
    advance(run, 1000, new Set(['offline']), { ended: true, live: false });
    expect(run.watch.state).to.equal('offline');
  });

  it('names a fault no earlier than its limit', () => {
    const run = start();
    const faultAt = run.at;
    const [black] = advance(run, 4000, new Set(['black']));
    expect(black!.at - faultAt).to.be.at.least(tileLimits.blackMs);
    const run2 = start();
    const [frozen] = advance(run2, 5000, new Set(['freeze']));
    expect(frozen!.at - faultAt).to.be.at.least(tileLimits.frozenMs);
  });

  it('prefers the worse fault: a stall is not called Frozen, a black picture not Frozen', () => {
    const run = start();
    expect(advance(run, 8000, new Set(['stall', 'freeze'])).map((entry) => entry.state)).to.deep.equal(['stalled']);
    const run2 = start();
    expect(advance(run2, 8000, new Set(['black'])).map((entry) => entry.state)).to.deep.equal(['black']);
  });

  it('keeps one alarm through a change of fault, and clears it only after the clearing limit', () => {
    const run = start();
    advance(run, 5000, new Set(['silence']));
    const alarmSince = run.watch.alarmSince;
    expect(run.watch.state).to.equal('silent');
    advance(run, 5000, new Set(['silence', 'freeze']));
    expect(run.watch.state).to.equal('frozen');
    expect(run.watch.alarmSince).to.equal(alarmSince);
    // The first good sample starts the clearing; the tile is Playing once it has lasted clearMs.
    advance(run, tileLimits.clearMs, new Set());
    expect(run.watch.state).to.equal('frozen');
    advance(run, step, new Set());
    expect(run.watch.state).to.equal('playing');
  });

  it('concludes nothing from an unread picture or an unmeasured sound', () => {
    const run = start();
    expect(advance(run, 10_000, new Set(), { picture: undefined, audioPeakDb: undefined })).to.deep.equal([]);
  });

  it('restarts the evidence after a gap in the samples (a hidden tab)', () => {
    const run = start();
    advance(run, 2000, new Set(['freeze']));
    run.at += tileLimits.sampleGapMs + 1000;
    run.grewAt = run.at;
    expect(advance(run, 2000, new Set(['freeze']))).to.deep.equal([]);
    expect(advance(run, 2000, new Set(['freeze'])).map((entry) => entry.state)).to.deep.equal(['frozen']);
  });

  it('dates Offline from when the stream was lost', () => {
    const run = start();
    const lostAt = run.at + step;
    advance(run, 3000, new Set(['offline']));
    expect(run.watch).to.include({ state: 'offline', since: lostAt, alarmSince: lostAt });
  });
});

describe('stuck players (issue 31 §1: players never give up)', () => {
  it('restarts a player whose media stands while its live playlist grows, not one whose stream stopped', () => {
    const run = start();
    const stuck: boolean[] = [];
    for (let elapsed = 0; elapsed < 12_000; elapsed += step) {
      run.at += step;
      if (run.at % 2000 === 0) run.grewAt = run.at;
      const current = sample(run, new Set());
      run.watch = watchTile(run.watch, current);
      stuck.push(playerStuck(run.watch, current));
    }
    expect(run.watch.state).to.equal('stalled');
    expect((stuck.indexOf(true) + 1) * step).to.be.at.least(stuckRestartMs);
    const stopped = start();
    advance(stopped, 20_000, new Set(['stall']));
    expect(playerStuck(stopped.watch, sample(stopped, new Set(['stall'])))).to.equal(false);
  });

  it('restarts a player that shows no first frame long after the limit', () => {
    const run: Run = { watch: startTileWatch(0), at: 0, mediaTime: 0, grewAt: 0, offlineSince: undefined };
    advance(run, 20_000, new Set(), { firstFrame: false });
    expect(playerStuck(run.watch, sample(run, new Set(), { firstFrame: false }))).to.equal(true);
  });
});

describe('tile state: no false alarms below the limits, and no wait past them (issue 31 §1)', () => {
  const cases: [Fault, number][] = [
    ['freeze', tileLimits.frozenMs],
    ['silence', tileLimits.silentMs],
    ['black', tileLimits.blackMs],
  ];
  /** The level meter's peak covers its last third of a second (wall-audio.ts): a look is silent only if all of it was. */
  const meterMs = 340;

  /**
   * A healthy live tile looked at every 500 ms from `phase`, with one fault from `faultAt` for `faultMs`, as the
   * probe sees it: the first look at a still picture differs from the look before it. The state it named first.
   */
  const looksThrough = (fault: Fault, faultAt: number, faultMs: number, phase: number) => {
    const inFault = (at: number): boolean => at >= faultAt && at < faultAt + faultMs;
    let watch = startTileWatch(0);
    let stillBefore = false;
    for (let at = 1000 + phase; at < faultAt + faultMs + 6000; at += 500) {
      const still = fault === 'freeze' && inFault(at);
      watch = watchTile(watch, {
        at,
        offlineSince: undefined,
        firstFrame: true,
        mediaTime: at / 1000,
        ended: false,
        live: true,
        playlistGrewAt: at - 100,
        targetDuration: 2,
        picture: { black: fault === 'black' && inFault(at), change: still && stillBefore ? 0 : 0.2 },
        audioPeakDb: fault === 'silence' && inFault(at - meterMs) && inFault(at) ? -90 : -12,
      });
      stillBefore = still;
      if (watch.state !== 'playing') return { state: watch.state, at };
    }
    return undefined;
  };

  for (const [fault, limit] of cases) {
    it(`keeps a tile Playing through a ${fault} 10 ms shorter than its limit, whatever the looks' phase`, () => {
      for (let phase = 0; phase < 500; phase += 10)
        expect(looksThrough(fault, 5000, limit - 10, phase), `looks from ${1000 + phase} ms`).to.equal(undefined);
    });

    it(`names a long ${fault} no earlier than its limit and within a look (and the meter) of it`, () => {
      for (let phase = 0; phase < 500; phase += 10) {
        const named = looksThrough(fault, 5000, 10_000, phase);
        expect(named?.at, `looks from ${1000 + phase} ms`).to.be.within(
          5000 + limit,
          5000 + limit + 500 + (fault === 'silence' ? meterMs : 0),
        );
      }
    });
  }

  it('says when the running evidence reaches its limit, and nothing on a healthy tile beyond the next limits', () => {
    const run = start();
    const healthy = sample(run, new Set());
    // Every clock moved at the last look: the nearest limit is the media stall's, two seconds on.
    expect(nextTileChange(run.watch, healthy)).to.equal(run.at + tileLimits.mediaStallMs);
    const lastMoving = run.at;
    // A still picture: its evidence runs from the last look that saw it move, and its limit comes before the
    // others (which every look of a playing tile moves on).
    advance(run, 1500, new Set(['freeze']));
    expect(nextTileChange(run.watch, sample(run, new Set(['freeze'])))).to.equal(lastMoving + tileLimits.frozenMs);
  });

  it('names a freeze at its limit when the look that began its evidence came late (a busy page)', () => {
    // Looks every 500 ms from 10_000; the one at 11_000 ran 40 ms late and was the first on the frozen picture.
    const looks = [10_000, 10_500, 11_040, 11_500, 12_000, 12_500, 13_000, 13_500, 14_000, 14_500];
    let watch = startTileWatch(9000);
    let mediaTime = 0;
    const named: number[] = [];
    const look = (at: number): void => {
      mediaTime += 0.25;
      const frozen = at >= 11_040;
      const current: TileSample = {
        at,
        offlineSince: undefined,
        firstFrame: true,
        mediaTime,
        ended: false,
        live: true,
        playlistGrewAt: at - 100,
        targetDuration: 2,
        picture: { black: false, change: frozen && at > 11_040 ? 0 : 0.2 },
        audioPeakDb: -12,
      };
      watch = watchTile(watch, current);
      if (watch.state === 'frozen' && named.length === 0) named.push(at);
      // The watch's extra look at the limit, as use-tile-watch.ts takes it.
      const change = nextTileChange(watch, current);
      if (change !== undefined && change < at + 500 && named.length === 0) look(change);
    };
    for (const at of looks) look(at);
    // Evidence from the late look at 11_040: Frozen at 14_040, not at the next regular look (14_500).
    expect(named).to.deep.equal([11_040 + tileLimits.frozenMs]);
  });

  it('ends a clearing at its limit', () => {
    const run = start();
    advance(run, 5000, new Set(['freeze']));
    expect(run.watch.state).to.equal('frozen');
    const current = (): TileSample => sample(run, new Set());
    run.at += step;
    run.mediaTime += step / 1000;
    run.watch = watchTile(run.watch, current());
    expect(run.watch.clearSince).to.equal(run.at);
    expect(nextTileChange(run.watch, current())).to.equal(run.at + tileLimits.clearMs);
  });
});
