import { expect } from 'chai';
import {
  canStopEvent,
  eventProgress,
  eventTiming,
  isDimmed,
  nearEndThresholdSeconds,
  offersVideoMenu,
  type EventTiming,
} from '../../../src/domain/schedule';

describe('domain/schedule: event timing (spec 1 §4, §5, §9)', () => {
  const event = { cached_start_time: 10_000, cached_end_time: 20_000 };

  it('spec 1 §9: the near-end threshold is 600 s', () => {
    expect(nearEndThresholdSeconds).to.equal(600);
  });

  it('spec 1 §4: future before the start, current from the start, past only after the end', () => {
    expect(eventTiming(event, 9_999)).to.equal('future');
    expect(eventTiming(event, 10_000)).to.equal('current');
    expect(eventTiming(event, 20_001)).to.equal('past');
  });

  it('spec 1 §4: near its end when under 600 seconds remain (600 exactly is not under)', () => {
    expect(eventTiming(event, 20_000 - 600)).to.equal('current');
    expect(eventTiming(event, 20_000 - 599)).to.equal('near-end');
    expect(eventTiming(event, 20_000)).to.equal('near-end');
  });

  it('spec 1 §5: "A stop-event action is allowed only while the event is current"', () => {
    const allowed = (['future', 'current', 'near-end', 'past'] as EventTiming[]).filter(canStopEvent);
    expect(allowed).to.deep.equal(['current', 'near-end']);
  });

  it('spec 1 §2.5: live or preview menu for current or future events; past events are dimmed', () => {
    expect(offersVideoMenu('future')).to.equal(true);
    expect(offersVideoMenu('near-end')).to.equal(true);
    expect(offersVideoMenu('past')).to.equal(false);
    expect(isDimmed('past')).to.equal(true);
    expect(isDimmed('current')).to.equal(false);
  });

  it('gives the progress share, clamped to 0..1, and survives an event without length', () => {
    expect(eventProgress(event, 5_000)).to.equal(0);
    expect(eventProgress(event, 15_000)).to.equal(0.5);
    expect(eventProgress(event, 25_000)).to.equal(1);
    expect(eventProgress({ cached_start_time: 5, cached_end_time: 5 }, 5)).to.equal(1);
  });
});
