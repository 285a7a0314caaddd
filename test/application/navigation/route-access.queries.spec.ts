import { expect } from 'chai';
import { RouteAccessQueries } from '../../../src/application/navigation';
import { specMenus } from '../../support/spec-menus';
import { account, consoleFixture, latest, type ConsoleFixture } from '../console-harness';

const productionGroup = {
  id: 2,
  uuid: '9b1f0c1e-0000-4000-8000-000000000002',
  name: 'Hockey production',
  meta: { productions: true },
};

describe('RouteAccessQueries (spec 1 §2.1, §6; spec 3 §6)', () => {
  let console: ConsoleFixture;
  let queries: RouteAccessQueries;
  beforeEach(() => {
    console = consoleFixture();
    queries = console.container.get(RouteAccessQueries);
  });
  afterEach(() => console.dispose());

  for (const [type, titles] of Object.entries(specMenus)) {
    it(`shows ${type} exactly the menu of spec 1 §2.1`, () => {
      console.signIn(account(type));
      const menu = latest(queries.menu$);
      expect(menu.value.map((entry) => entry.title)).to.deep.equal(titles);
      menu.stop();
    });
  }

  it('adds Productions for "anyone whose group has the meta flag productions"', () => {
    const menu = latest(queries.menu$);
    console.frame('groups:all', 'init', { data: [productionGroup] });
    console.signIn(account('user', { groups: [productionGroup.uuid] }));
    expect(menu.value.map((entry) => entry.title)).to.include('Productions');
    menu.stop();
  });

  it('keeps a guarded route pending until the profile says who is asking', () => {
    const access = latest(queries.access$('/events/list'));
    expect(access.value).to.deep.equal({ kind: 'pending' });
    console.signIn(account('user'));
    expect(access.value).to.deep.equal({ kind: 'allowed' });
    access.stop();
  });

  it('refuses devices to a user and sends them to the dashboard, saying so (issue 29)', () => {
    console.signIn(account('user'));
    const access = latest(queries.access$('/devices/devices/list'));
    expect(access.value).to.deep.equal({
      kind: 'refused',
      redirect: '/dashboard',
      notice: 'Your account may not open Devices.',
    });
    access.stop();
  });

  it('"On a guard failure, a cloudrec account is sent to /cloudrec"', () => {
    console.signIn(account('cloudrec'));
    for (const [path, page] of [
      ['/dashboard', 'Dashboard'],
      ['/settings/profile', 'Settings'],
      ['/events', 'Events'],
    ] as const) {
      const access = latest(queries.access$(path));
      expect(access.value, path).to.deep.equal({
        kind: 'refused',
        redirect: '/cloudrec',
        notice: `Your account may not open ${page}.`,
      });
      access.stop();
    }
  });

  it('leaves /cloudrec, /productions and /intercom unguarded, even before the profile arrives', () => {
    for (const path of ['/cloudrec', '/productions/list', '/intercom']) {
      const access = latest(queries.access$(path));
      expect(access.value, path).to.deep.equal({ kind: 'allowed' });
      access.stop();
    }
  });

  it('guards /monitor for the six console types although its menu entry is for administrators (spec 3 §6)', () => {
    console.signIn(account('user'));
    const access = latest(queries.access$('/monitor'));
    expect(access.value).to.deep.equal({ kind: 'allowed' });
    access.stop();
  });

  it('gives the same stream for every path of an area, so a view can hold it across renders', () => {
    expect(queries.access$('/settings/accounts')).to.equal(queries.access$('/settings/profile'));
  });
});
