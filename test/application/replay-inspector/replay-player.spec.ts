import { expect } from 'chai';
import { VirtualTimeScheduler, type SchedulerAction, type Subscription } from 'rxjs';
import { ReplayPlayer, type PlayerTarget } from '../../../src/application/replay-inspector/replay-player';
import { lastSeqAtOrBefore } from '../../../src/application/replay-inspector/replay-time';
import type { ReplaySpeed } from '../../../src/application/replay-inspector';

/**
 * Virtual time with the browser's timer floor: a timer set from inside a timer fires after at least 4 ms (the
 * HTML standard's clamp of nested timeouts), which is what a player of one entry per timer runs into.
 */
class BrowserTimers extends VirtualTimeScheduler {
  override schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay = 0, state?: T): Subscription {
    return super.schedule(work, Math.max(4, delay), state);
  }
}

/** A recording of entries at these times (ms), the cursor on one of them, every move counted. */
class Recording implements PlayerTarget {
  seq = 0;
  moves = 0;
  hasEnded = false;
  /** False to make a move take time to show (as a fold across macrotasks does). */
  showing = true;

  constructor(private readonly times: readonly number[]) {}

  get total(): number {
    return this.times.length;
  }
  position(): number {
    return this.seq;
  }
  timeOf(seq: number): number | undefined {
    return this.times[Math.max(1, seq) - 1];
  }
  lastAtOrBefore(time: number, from: number): number {
    return Math.max(
      from,
      lastSeqAtOrBefore(this.total, (seq) => this.times[seq - 1] as number, time),
    );
  }
  shown(): boolean {
    return this.showing;
  }
  moveTo(seq: number): void {
    this.seq = seq;
    this.moves += 1;
  }
  ended(): void {
    this.hasEnded = true;
  }
}

/** Entries every `gapMs`, from a start time. */
const evenly = (count: number, gapMs: number, from = 1_764_000_000_000): number[] =>
  Array.from({ length: count }, (_, index) => from + index * gapMs);

const play = (recording: Recording, speed: ReplaySpeed, forMs: number): VirtualTimeScheduler => {
  const timers = new BrowserTimers(undefined, forMs);
  const player = new ReplayPlayer(timers);
  player.start(recording, speed);
  timers.flush();
  player.stop();
  return timers;
};

describe('ReplayPlayer: playing by the clock (issue 33 §1)', () => {
  it('at 16× a recording with an entry every 5 ms, one second moves the cursor ~3,200 entries, each move a tick', () => {
    const recording = new Recording(evenly(20_000, 5));
    recording.seq = 100;
    play(recording, 16, 1000);
    // 1,000 ms × 16 = 16,000 recorded ms = 3,200 gaps of 5 ms; the first tick is a frame after the start.
    expect(recording.seq - 100).to.be.within(3100, 3200);
    expect(recording.moves, 'at most one move a frame: the page paints between them').to.be.at.most(1000 / 16);
  });

  it('at 1× and 4×, the busy recording plays at its own pace', () => {
    for (const speed of [1, 4] as const) {
      const recording = new Recording(evenly(20_000, 5));
      play(recording, speed, 2000);
      expect(recording.seq, `${speed}×`).to.be.within((2000 * speed) / 5 - 20, (2000 * speed) / 5 + 1);
    }
  });

  it('at 1×, entries 2 s apart are played 2 s apart', () => {
    const recording = new Recording(evenly(10, 2000));
    recording.seq = 1;
    play(recording, 1, 1990);
    expect(recording.seq, 'not before 2 s').to.equal(1);
    const again = new Recording(evenly(10, 2000));
    again.seq = 1;
    play(again, 1, 6010);
    expect(again.seq, 'three gaps in 6 s').to.equal(4);
  });

  it('an idle hour is played as the longest gap (2 s at 1×, an eighth of a second at 16×)', () => {
    const hour = 3_600_000;
    const times = [...evenly(3, 10), ...evenly(3, 10, 1_764_000_000_020 + hour)];
    const atOne = new Recording(times);
    atOne.seq = 3;
    play(atOne, 1, 2100);
    expect(atOne.seq, 'past the idle hour after 2 s').to.be.at.least(4);
    const atSixteen = new Recording(times);
    atSixteen.seq = 3;
    play(atSixteen, 16, 200);
    expect(atSixteen.seq, 'past the idle hour after 0.2 s at 16×').to.be.at.least(4);
    const early = new Recording(times);
    early.seq = 3;
    play(early, 16, 100);
    expect(early.seq, 'not before an eighth of a second at 16×').to.equal(3);
  });

  it('does not move while the last move is not shown; once it is, the next move goes to where the clock is then', () => {
    const recording = new Recording(evenly(20_000, 5));
    const timers = new BrowserTimers(undefined, 2000);
    const player = new ReplayPlayer(timers);
    let frozenAt = -1;
    player.start(recording, 16);
    timers.schedule(() => (recording.showing = false), 100);
    timers.schedule(() => (frozenAt = recording.seq), 120);
    timers.schedule(() => {
      expect(recording.seq, 'no move while the last is being shown').to.equal(frozenAt);
      recording.showing = true;
    }, 600);
    timers.schedule(() => {
      // The clock ran on for the ~500 ms the move took to show: one move covers them.
      expect(recording.seq, 'the newest place, not the next one').to.be.above(frozenAt + (16 * 450) / 5);
    }, 620);
    timers.flush();
    player.stop();
    expect(frozenAt).to.be.above(0);
  });

  it('stops at the last entry and says it ended', () => {
    const recording = new Recording(evenly(50, 5));
    play(recording, 16, 1000);
    expect(recording.seq).to.equal(50);
    expect(recording.hasEnded).to.equal(true);
  });

  it("'max' moves 1,000 entries a tick whatever the recorded times", () => {
    const recording = new Recording(evenly(20_000, 60_000));
    play(recording, 'max', 16 * 5);
    expect(recording.seq).to.equal(5000);
  });
});
