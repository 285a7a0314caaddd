import { expect } from 'chai';
import { filter, firstValueFrom } from 'rxjs';
import { monitoringModule, WallSwitches } from '../../../src/application/monitoring';
import { TokenStorage } from '../../../src/application/ports';
import { createHarness, settle, type PushHandler } from '../console-harness';

const profile = (meta: Record<string, unknown>) => ({ data: { id: 7, email: 'op@demo.local', type: 'user', meta } });

const switchesFixture = (meta: Record<string, unknown>, push?: PushHandler) => {
  const harness = createHarness(push ? { push } : {});
  harness.container
    .rebind(TokenStorage)
    .toConstantValue({ get: () => 'tok', set: () => undefined, clear: () => undefined });
  harness.container.load(monitoringModule);
  harness.receive('profile:tok', 'init', profile(meta));
  return { ...harness, switches: harness.container.get(WallSwitches) };
};

describe("the walls' Sound alarm and Stats switches, per account (issue 31 §1)", () => {
  it('are off for an account that never chose, and for a stored value of another shape', async () => {
    for (const value of [undefined, 'on', ['stats'], { alarm_sound: 'yes', stats: 1 }]) {
      const fixture = switchesFixture(value === undefined ? {} : { monitor_wall_settings: value });
      await fixture.until((state) => state.session.profile !== undefined);
      expect(await firstValueFrom(fixture.switches.settings$), JSON.stringify(value)).to.deep.equal({
        alarm_sound: false,
        stats: false,
      });
      fixture.dispose();
    }
  });

  it('a switch shows at once and saves both in meta.monitor_wall_settings; a second keeps the first; refused: back', async () => {
    const answers: ((result: { status: 'error'; response: unknown }) => void)[] = [];
    const fixture = switchesFixture(
      { monitor_wall_settings: { alarm_sound: false, stats: true } },
      () => new Promise((resolve) => answers.push(resolve)),
    );
    await fixture.until((state) => state.session.profile !== undefined);
    const sound = fixture.switches.setSound(true);
    expect(await firstValueFrom(fixture.switches.sound$.pipe(filter(Boolean)))).to.equal(true);
    const stats = fixture.switches.setStats(false);
    await firstValueFrom(fixture.switches.stats$.pipe(filter((on) => !on)));
    await settle();
    expect(fixture.socket.push.getCalls().map((call) => call.args.slice(0, 3))).to.deep.equal([
      ['profile:tok', 'update', { meta: { monitor_wall_settings: { alarm_sound: true, stats: true } } }],
      ['profile:tok', 'update', { meta: { monitor_wall_settings: { alarm_sound: true, stats: false } } }],
    ]);
    const journal = fixture.store.state.journal;
    expect(journal.order.map((id) => journal.byId[id]?.name)).to.deep.equal(['monitor.settings', 'monitor.settings']);
    for (const answer of answers) answer({ status: 'error', response: { reason: 'invalid' } });
    await Promise.all([sound, stats]);
    await settle();
    expect(await firstValueFrom(fixture.switches.settings$)).to.deep.equal({ alarm_sound: false, stats: true });
    fixture.dispose();
  });

  it("follow the account's profile frame (another console of the account turned them)", async () => {
    const fixture = switchesFixture({});
    fixture.receive('profile:tok', 'update', profile({ monitor_wall_settings: { alarm_sound: true, stats: true } }));
    expect(await firstValueFrom(fixture.switches.stats$.pipe(filter(Boolean)))).to.equal(true);
    expect(await firstValueFrom(fixture.switches.sound$)).to.equal(true);
    fixture.dispose();
  });
});
