import { expect } from 'chai';
import {
  savedWallLayouts,
  shownWallLayout,
  toggledSolo,
  wallLayoutOf,
  wallNameOf,
  withoutSolo,
  withWallLayout,
} from '../../../src/domain/monitoring';

describe('domain/monitoring: wall layout (issue 31)', () => {
  it('reads a saved value leniently: nothing, a list (another shape) or garbage is Auto without a solo', () => {
    for (const value of [undefined, null, ['a'], 'auto', 3, { monitor: 'big' }]) {
      const layouts = savedWallLayouts(value);
      for (const wall of ['monitor', 'sysmonitor', 'multiview'] as const)
        expect(wallLayoutOf(layouts, wall), `${wall} ${JSON.stringify(value)}`).to.deep.equal({ grid: 'auto' });
    }
  });

  it('reads each wall on its own (multiview too); an unknown grid is Auto, a solo that is no text is none', () => {
    const layouts = savedWallLayouts({
      monitor: { grid: '3x3', solo: 'c1' },
      sysmonitor: { grid: '5x5', solo: 7 },
      multiview: { grid: '2x2', solo: 'e1' },
      headends: { grid: '2x2' },
    });
    expect(layouts).to.deep.equal({
      monitor: { grid: '3x3', solo: 'c1' },
      sysmonitor: { grid: 'auto' },
      multiview: { grid: '2x2', solo: 'e1' },
    });
    expect(wallLayoutOf(layouts, 'monitor')).to.deep.equal({ grid: '3x3', solo: 'c1' });
    expect(wallLayoutOf(layouts, 'sysmonitor')).to.deep.equal({ grid: 'auto' });
    expect(wallLayoutOf(layouts, 'multiview')).to.deep.equal({ grid: '2x2', solo: 'e1' });
    expect(wallNameOf('all')).to.equal('monitor');
    expect(wallNameOf('system')).to.equal('sysmonitor');
  });

  it('a solo whose channel is not on the wall (hidden, archived, deleted) falls back to the grid', () => {
    expect(shownWallLayout({ grid: '2x2', solo: 'gone' }, ['a', 'b'])).to.deep.equal({ grid: '2x2' });
    expect(shownWallLayout({ grid: '2x2', solo: 'b' }, ['a', 'b'])).to.deep.equal({ grid: '2x2', solo: 'b' });
  });

  it('a click solos a tile, a click on the soloed one (or Escape) returns to the grid, which is kept', () => {
    const soloed = toggledSolo({ grid: '4x4' }, 'a');
    expect(soloed).to.deep.equal({ grid: '4x4', solo: 'a' });
    expect(toggledSolo(soloed, 'b')).to.deep.equal({ grid: '4x4', solo: 'b' });
    expect(toggledSolo(soloed, 'a')).to.deep.equal({ grid: '4x4' });
    expect(toggledSolo(soloed, undefined)).to.deep.equal({ grid: '4x4' });
  });

  it("one wall's layout is replaced, the other kept", () => {
    const layouts = withWallLayout({ sysmonitor: { grid: '2x2', solo: 's' } }, 'monitor', { grid: '3x3' });
    expect(layouts).to.deep.equal({ sysmonitor: { grid: '2x2', solo: 's' }, monitor: { grid: '3x3' } });
    expect(withWallLayout(layouts, 'multiview', { grid: '4x4', solo: 'e' })).to.deep.equal({
      sysmonitor: { grid: '2x2', solo: 's' },
      monitor: { grid: '3x3' },
      multiview: { grid: '4x4', solo: 'e' },
    });
  });

  it('a channel leaving the walls ends its solo on every wall that had it; none had it: nothing to save', () => {
    const layouts = { monitor: { grid: '3x3', solo: 'a' }, sysmonitor: { grid: 'auto', solo: 'a' } } as const;
    expect(withoutSolo(layouts, 'a')).to.deep.equal({ monitor: { grid: '3x3' }, sysmonitor: { grid: 'auto' } });
    expect(withoutSolo(layouts, 'b')).to.equal(undefined);
    expect(
      withoutSolo({ monitor: { grid: '2x2', solo: 'a' }, sysmonitor: { grid: '4x4', solo: 'c' } }, 'c'),
    ).to.deep.equal({ monitor: { grid: '2x2', solo: 'a' }, sysmonitor: { grid: '4x4' } });
  });
});
