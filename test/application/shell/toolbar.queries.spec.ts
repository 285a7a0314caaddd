import { expect } from 'chai';
import { formatAge, formatServerClock, ToolbarQueries } from '../../../src/application/shell';
import { account, consoleFixture, latest, type ConsoleFixture } from '../console-harness';

describe('ToolbarQueries (spec 1 §2.2)', () => {
  let console: ConsoleFixture;
  beforeEach(() => {
    console = consoleFixture();
  });
  afterEach(() => console.dispose());

  it("shows the user's name, or the e-mail when there is no name", () => {
    const name = latest(console.container.get(ToolbarQueries).userName$);
    console.signIn(account('user', { name: 'Mari', surname: 'Korhonen' }));
    expect(name.value).to.equal('Mari Korhonen');
    console.signIn(account('user'));
    expect(name.value).to.equal('user@demo.local');
    name.stop();
  });

  for (const [type, shown] of [
    ['admin', true],
    ['user', true],
    ['device_admin', false],
    ['root', false],
    ['developer', false],
    ['group_admin', false],
    ['cloudrec', false],
  ] as const) {
    it(`${shown ? 'shows' : 'hides'} the server clock for ${type} ("Only admin and user account types see it")`, () => {
      const clock = latest(console.container.get(ToolbarQueries).serverClock$);
      console.signIn(account(type));
      console.frame('control', 'timestamp', { timestamp: 1_731_495_600 });
      console.tick();
      if (shown) expect(clock.value).to.match(/^\d\d\.\d\d\.\d{4} \d\d:\d\d:\d\d \S+$/);
      else expect(clock.value).to.equal(undefined);
      clock.stop();
    });
  }

  it('formats the server clock with date, seconds and time zone (DD.MM.YYYY HH:mm:ss, spec 1 §9)', () => {
    expect(formatServerClock(1_731_495_600, 'Europe/Helsinki')).to.equal('13.11.2024 13:00:00 EET');
    expect(formatServerClock(1_731_495_609, 'UTC')).to.equal('13.11.2024 11:00:09 UTC');
  });

  it('formats ages for the staleness indicator', () => {
    expect(formatAge(400)).to.equal('0.4 s');
    expect(formatAge(42_000)).to.equal('42 s');
    expect(formatAge(600_000)).to.equal('10 min');
    expect(formatAge(10_800_000)).to.equal('3 h');
  });
});
