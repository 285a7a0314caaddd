import { expect } from 'chai';
import {
  consoleTrafficProjection,
  formatUptime,
  framesPerSecond,
  initialServerHealthState,
  isHealthStale,
  serverHealthProjection,
  trafficCount,
  trafficHistory,
  trafficSecondsKept,
  type ServerHealth,
  type ServerHealthReported,
} from '../../../src/domain/developer';
import type { FrameEvent } from '../../../src/domain/frames';
import { projectionSpec } from '../../support/projection-spec';

const decoded = (at: number): FrameEvent => ({ type: 'FrameDecoded', topic: 'control', event: 'status', at });
const rejected = (at: number): FrameEvent => ({
  type: 'FrameRejected',
  seq: 1,
  topic: 'control',
  event: 'status',
  at,
  errors: [],
});

const { given } = projectionSpec(consoleTrafficProjection);

describe('domain/developer: this console’s frame rate (spec 3 §2.8 monitor)', () => {
  it('Given frames over three seconds, When the rate is read, Then it counts whole seconds before now, of every kind', () => {
    const state = given(decoded(10_000), decoded(10_500), rejected(11_200), decoded(12_100), decoded(12_900));
    expect([9, 10, 11, 12, 13].map((second) => trafficCount(state, second))).to.deep.equal([0, 2, 1, 2, 0]);
    // At 12.5 s the current second (12) is still filling: the 10 s window is seconds 2..11.
    expect(framesPerSecond(state, 12_500)).to.equal(0.3);
    expect(trafficHistory(state, 13_000, 4)).to.deep.equal([0, 2, 1, 2]);
  });

  it('keeps one minute: a second older than that falls out when a new second starts', () => {
    const state = given(decoded(1_000), decoded((1 + trafficSecondsKept) * 1000));
    expect(state.counts).to.deep.equal([1]);
    expect(trafficCount(state, 1)).to.equal(0);
    const full = given(...Array.from({ length: trafficSecondsKept + 5 }, (_, second) => decoded(second * 1000)));
    expect(full.counts).to.have.length(trafficSecondsKept);
    expect(trafficCount(full, 4)).to.equal(0);
    expect(trafficCount(full, 5)).to.equal(1);
  });

  it('counts seconds without frames as 0, and a frame from a clock set back into a second still kept', () => {
    const state = given(decoded(10_000), decoded(13_000), decoded(11_500), decoded(2_000));
    expect(trafficHistory(state, 14_000, 5)).to.deep.equal([0, 1, 1, 0, 1]);
  });
});

describe('domain/developer: the server health (docs/protocol/developer.md)', () => {
  const health = { status: 'ok', at: 50_000 } as unknown as ServerHealth;

  it('holds the latest report and greys it after three missed periods', () => {
    const reported: ServerHealthReported = { type: 'ServerHealthReported', health, at: 1_000 };
    const state = projectionSpec(serverHealthProjection).given(reported);
    expect(state.latest).to.equal(health);
    expect(isHealthStale(state, 16_000)).to.equal(false);
    expect(isHealthStale(state, 16_001)).to.equal(true);
    expect(isHealthStale(initialServerHealthState, 0)).to.equal(true);
  });

  it('writes uptime as HH:MM:SS, with days past one', () => {
    expect(formatUptime(3_723_000)).to.equal('01:02:03');
    expect(formatUptime(93_784_000)).to.equal('1 d 02:03:04');
  });
});
