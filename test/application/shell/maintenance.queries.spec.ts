import { expect } from 'chai';
import { LoginQueries, MaintenanceQueries, MaintenanceReload } from '../../../src/application/shell';
import { account, consoleFixture, latest, type ConsoleFixture } from '../console-harness';

describe('Maintenance in the shell (spec 1 §4; spec 3 §2.1, §4)', () => {
  let console: ConsoleFixture;
  let seconds: number;
  beforeEach(() => {
    console = consoleFixture();
    console.tick();
    seconds = Math.floor(console.now / 1000);
  });
  afterEach(() => console.dispose());

  const view = () => latest(console.container.get(MaintenanceQueries).view$);
  const running = (start: number, message = 'Planned upgrade') => ({
    running: true,
    start_time: start,
    end_time: start + 3600,
    message,
  });

  it('"while maintenance is active and its start time has passed, the app is blocked"', () => {
    console.signIn(account('admin', { id: 5 }));
    console.bypass([1, 2]);
    console.maintenance(running(seconds - 60));
    const maintenance = view();
    expect(maintenance.value).to.include({ blocked: true, loginRestricted: true, message: 'Planned upgrade' });
    maintenance.stop();
  });

  it('"unless the account id is in the bypass_accounts list of the \'maintenance\' setting"', () => {
    console.signIn(account('root', { id: 2 }));
    console.bypass([1, 2]);
    console.maintenance(running(seconds - 60));
    const maintenance = view();
    expect(maintenance.value).to.include({ blocked: false, loginRestricted: true });
    expect(maintenance.value.notice).to.match(
      /^Maintenance in progress until \d\d\.\d\d\.\d{4} \d\d:\d\d: Planned upgrade$/,
    );
    maintenance.stop();
  });

  it('only announces maintenance whose start time is still ahead; login stays open', () => {
    console.signIn(account('admin', { id: 5 }));
    console.maintenance(running(seconds + 600));
    const maintenance = view();
    expect(maintenance.value).to.include({ blocked: false, loginRestricted: false });
    expect(maintenance.value.notice).to.match(/^Maintenance scheduled from .+ to .+: Planned upgrade$/);
    maintenance.stop();
  });

  it('blocks once the clock passes the start time', () => {
    console.signIn(account('admin', { id: 5 }));
    console.maintenance(running(seconds + 2));
    const maintenance = view();
    expect(maintenance.value.blocked).to.equal(false);
    console.tick(3000);
    expect(maintenance.value.blocked).to.equal(true);
    maintenance.stop();
  });

  it('judges the start by the time of the poll itself before the first clock tick', () => {
    const fresh = consoleFixture();
    fresh.maintenance(running(Math.floor(fresh.now / 1000) - 60));
    const maintenance = latest(fresh.container.get(MaintenanceQueries).view$);
    expect(maintenance.value.loginRestricted).to.equal(true);
    maintenance.stop();
    fresh.dispose();
  });

  it('"A failed check counts as not in maintenance"', () => {
    console.signIn(account('admin', { id: 5 }));
    console.maintenance(running(seconds - 60));
    console.maintenance(undefined);
    const maintenance = view();
    expect(maintenance.value).to.deep.equal({ blocked: false, loginRestricted: false });
    maintenance.stop();
  });

  it('"While maintenance is running and its start time has passed, login is disabled" — unless bypass: the form stays usable and says why (issue 29)', () => {
    console.maintenance(running(seconds - 60));
    const login = latest(console.container.get(LoginQueries).view$);
    // No `disabled`: the console cannot tell a bypass account from the e-mail, so the server decides.
    expect(login.value).to.deep.equal({
      notice: 'Maintenance in progress: only accounts allowed during maintenance can log in. Planned upgrade',
    });
    login.stop();
  });

  it('"When maintenance ends the page reloads" — but not when a poll merely fails', () => {
    const reload = console.container.get(MaintenanceReload);
    reload.start();
    console.maintenance(running(seconds - 60));
    console.maintenance(undefined);
    expect(console.navigation.reloads).to.equal(0);
    console.maintenance({ running: false });
    expect(console.navigation.reloads).to.equal(1);
    reload.stop();
  });
});
