import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import { monitoringModule, WallTiles, type TileReport } from '../../../src/application/monitoring';
import { createHarness } from '../console-harness';

const report = (id: string, state: TileReport['state'], alarmSince?: number): TileReport => ({
  id,
  title: id,
  state,
  since: alarmSince ?? 0,
  alarmSince,
});

let disposeFixture: (() => void) | undefined;
const fixture = () => {
  const harness = createHarness();
  harness.container.load(monitoringModule);
  disposeFixture = () => harness.dispose();
  return { ...harness, tiles: harness.container.get(WallTiles) };
};

describe('wall tiles and alarms (issue 31 §1)', () => {
  afterEach(() => disposeFixture?.());

  it('lists the tiles in alarm as they report, and drops a tile that leaves the wall', async () => {
    const { tiles } = fixture();
    tiles.report(report('monitor:a', 'frozen', 10));
    tiles.report(report('monitor:b', 'playing'));
    expect((await firstValueFrom(tiles.alarms$)).map((alarm) => alarm.id)).to.deep.equal(['monitor:a']);
    expect((await firstValueFrom(tiles.tile$('monitor:b')))?.state).to.equal('playing');
    tiles.forget('monitor:a');
    expect(await firstValueFrom(tiles.alarms$)).to.deep.equal([]);
  });

  it('keeps an acknowledged alarm listed until it ends, and the next alarm of that tile is new', async () => {
    const { tiles } = fixture();
    tiles.report(report('monitor:a', 'black', 10));
    tiles.report(report('monitor:b', 'silent', 20));
    tiles.acknowledge(['monitor:a']);
    let alarms = await firstValueFrom(tiles.alarms$);
    expect(alarms.map((alarm) => [alarm.id, alarm.acknowledged])).to.deep.equal([
      ['monitor:a', true],
      ['monitor:b', false],
    ]);
    tiles.report(report('monitor:a', 'playing'));
    tiles.report(report('monitor:a', 'offline', 90));
    tiles.acknowledge();
    tiles.report(report('monitor:c', 'frozen', 95));
    alarms = await firstValueFrom(tiles.alarms$);
    expect(alarms.map((alarm) => [alarm.id, alarm.acknowledged])).to.deep.equal([
      ['monitor:b', true],
      ['monitor:a', true],
      ['monitor:c', false],
    ]);
  });
});
