import { expect } from 'chai';
import { LoginRoute } from '../../../src/application/navigation';
import { consoleFixture, type ConsoleFixture } from '../console-harness';

describe('LoginRoute (spec 1 §2.4 "The query l=1 forces a page reload")', () => {
  let console: ConsoleFixture;
  beforeEach(() => {
    console = consoleFixture();
  });
  afterEach(() => console.dispose());

  it('with l=1 replaces the address with /login and reloads, so the reload happens once', () => {
    expect(console.container.get(LoginRoute).enter(new URLSearchParams('l=1'))).to.equal(true);
    expect(console.navigation.visited).to.deep.equal(['/login']);
    expect(console.navigation.reloads).to.equal(1);
  });

  it('leaves a plain /login (or one with a redirect) alone', () => {
    expect(console.container.get(LoginRoute).enter(new URLSearchParams('redirect=%2Fevents'))).to.equal(false);
    expect(console.navigation.reloads).to.equal(0);
  });
});
