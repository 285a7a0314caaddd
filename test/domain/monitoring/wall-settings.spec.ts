import { expect } from 'chai';
import { savedWallSettings, withWallSetting } from '../../../src/domain/monitoring';

describe('domain/monitoring: wall settings (issue 31)', () => {
  it('reads a stored value leniently: only `true` turns a switch on', () => {
    expect(savedWallSettings({ alarm_sound: true, stats: true })).to.deep.equal({ alarm_sound: true, stats: true });
    expect(savedWallSettings({ alarm_sound: 'true', stats: 1 })).to.deep.equal({ alarm_sound: false, stats: false });
    expect(savedWallSettings({ stats: true })).to.deep.equal({ alarm_sound: false, stats: true });
    for (const value of [undefined, null, [true], 'on'])
      expect(savedWallSettings(value), JSON.stringify(value)).to.deep.equal({ alarm_sound: false, stats: false });
  });

  it('turns one switch and keeps the other', () => {
    expect(withWallSetting({ alarm_sound: true, stats: false }, 'stats', true)).to.deep.equal({
      alarm_sound: true,
      stats: true,
    });
    expect(withWallSetting({ alarm_sound: true, stats: true }, 'alarm_sound', false)).to.deep.equal({
      alarm_sound: false,
      stats: true,
    });
  });
});
