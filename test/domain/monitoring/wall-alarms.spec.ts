import { expect } from 'chai';
import { alarmCountText, alarmSounds, wallAlarms, type TileReport } from '../../../src/domain/monitoring';

const report = (id: string, state: TileReport['state'], alarmSince?: number): TileReport => ({
  id,
  title: `Channel ${id}`,
  state,
  since: alarmSince ?? 0,
  alarmSince,
});

describe('wall alarms (issue 31 §1)', () => {
  it('lists the tiles in a fault, oldest first, and not those playing or loading', () => {
    const alarms = wallAlarms(
      [report('a', 'playing'), report('b', 'silent', 500), report('c', 'frozen', 100), report('d', 'loading')],
      new Map(),
    );
    expect(alarms.map((alarm) => [alarm.id, alarm.state])).to.deep.equal([
      ['c', 'frozen'],
      ['b', 'silent'],
    ]);
    expect(alarmSounds(alarms)).to.equal(true);
  });

  it('keeps an acknowledged alarm listed but silent, until the same tile alarms again', () => {
    const acknowledged = new Map([['c', 100]]);
    const alarms = wallAlarms([report('c', 'black', 100)], acknowledged);
    expect(alarms).to.have.length(1);
    expect(alarms[0]!.acknowledged).to.equal(true);
    expect(alarmSounds(alarms)).to.equal(false);
    const next = wallAlarms([report('c', 'frozen', 900)], acknowledged);
    expect(next[0]!.acknowledged).to.equal(false);
    expect(alarmSounds(next)).to.equal(true);
  });

  it('counts them in words', () => {
    expect([0, 1, 2].map(alarmCountText)).to.deep.equal(['No alarms', '1 alarm', '2 alarms']);
  });
});
