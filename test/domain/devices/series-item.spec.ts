import { expect } from 'chai';
import {
  clampPlanZoom,
  planWindow,
  planZoomMaxMs,
  planZoomMinMs,
  planZoomStep,
  seriesInWindow,
} from '../../../src/domain/devices';

describe('device plan (spec 3 §2.6, §9)', () => {
  it('"The plan chart spans today to one year ahead", today in the display zone', () => {
    // 14 Nov 2024 23:30 UTC is already 15 Nov in Berlin: the day follows the display zone, not the browser's.
    const now = Date.UTC(2024, 10, 14, 23, 30);
    expect(planWindow(now, 'UTC')).to.deep.equal({ start: Date.UTC(2024, 10, 14), end: Date.UTC(2025, 10, 14) });
    expect(planWindow(now, 'Europe/Berlin')).to.deep.equal({
      start: Date.UTC(2024, 10, 14, 23),
      end: Date.UTC(2025, 10, 14, 23),
    });
    // Midnight to midnight across a DST change (Berlin summer time: 22:00 UTC).
    expect(planWindow(Date.UTC(2024, 6, 1, 12), 'Europe/Berlin')).to.deep.equal({
      start: Date.UTC(2024, 5, 30, 22),
      end: Date.UTC(2025, 5, 30, 22),
    });
    expect(planWindow(now, 'Not/AZone').start).to.equal(Date.UTC(2024, 10, 14));
  });

  it('"Timeline zoom minimum is 1e8 ms and maximum 16e10 ms. Zoom step is 0.4."', () => {
    expect([planZoomMinMs, planZoomMaxMs, planZoomStep]).to.deep.equal([1e8, 16e10, 0.4]);
    expect(clampPlanZoom(1)).to.equal(1e8);
    expect(clampPlanZoom(1e12)).to.equal(16e10);
    expect(clampPlanZoom(5e9)).to.equal(5e9);
  });

  it('lists the series overlapping the window, earliest first', () => {
    const window = { start: 1_000_000, end: 2_000_000 };
    const items = [
      { id: 3, name: 'late', start_time: 1500, end_time: 2500 },
      { id: 1, name: 'before', start_time: 100, end_time: 900 },
      { id: 2, name: 'spanning', start_time: 900, end_time: 3000 },
      { id: 4, name: 'after', start_time: 2000, end_time: 2100 },
    ];
    expect(seriesInWindow(items, window).map((item) => item.name)).to.deep.equal(['spanning', 'late']);
  });
});
