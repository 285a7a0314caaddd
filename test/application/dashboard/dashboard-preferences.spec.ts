import { expect } from 'chai';
import { firstValueFrom } from 'rxjs';
import { DashboardCommands, DashboardPreferences, layoutKey, ownEventsKey } from '../../../src/application/dashboard';
import { setupDashboard } from './dashboard-fixture';

describe('application/dashboard: remembered layout and own-events switch (spec 1 §2.5)', () => {
  it('starts from local storage and follows the person’s toggles, which are journaled and stored', async () => {
    const harness = setupDashboard();
    harness.storage.set(layoutKey, 'tiles');
    harness.storage.set(ownEventsKey, true);
    const preferences = harness.container.get(DashboardPreferences);
    expect(await firstValueFrom(preferences.layout$)).to.equal('tiles');
    expect(await firstValueFrom(preferences.ownEvents$)).to.equal(true);
    harness.container.get(DashboardCommands).setLayout('list');
    harness.store.flush();
    expect(await firstValueFrom(preferences.layout$)).to.equal('list');
    expect(harness.storage.get(layoutKey)).to.equal('list');
    expect(harness.commandNames()).to.include('dashboard.layout');
    harness.dispose();
  });

  it('the journal’s newest toggle wins over the stored value, so a replayed log shows what the operator had chosen', async () => {
    const harness = setupDashboard();
    harness.storage.set(layoutKey, 'list');
    const preferences = harness.container.get(DashboardPreferences);
    // A recorded toggle, as a replay's store holds it: the storage of the replaying browser knows nothing of it.
    harness.log.append({
      kind: 'CommandIssued',
      at: harness.now(),
      id: 'recorded-1',
      account: 'admin@demo.local',
      name: 'dashboard.layout',
      args: { layout: 'tiles' },
    });
    harness.log.append({
      kind: 'CommandIssued',
      at: harness.now(),
      id: 'recorded-2',
      account: 'admin@demo.local',
      name: 'dashboard.own_events',
      args: { on: true },
    });
    harness.store.flush();
    expect(await firstValueFrom(preferences.layout$)).to.equal('tiles');
    expect(await firstValueFrom(preferences.ownEvents$)).to.equal(true);
    // A toggle whose args make no sense is passed over: the one before it stands.
    harness.log.append({
      kind: 'CommandIssued',
      at: harness.now(),
      id: 'recorded-3',
      account: 'admin@demo.local',
      name: 'dashboard.layout',
      args: { layout: 'grid' },
    });
    harness.store.flush();
    expect(await firstValueFrom(preferences.layout$)).to.equal('tiles');
    harness.dispose();
  });
});
