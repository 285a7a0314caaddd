import { expect } from 'chai';
import { accessibilityViolations, describeViolations, expectAccessible } from '../support/accessibility';
import { openAs } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';

// The axe-core check every browser test ends with (test/support/accessibility-hooks.ts), proven on planted
// violations in the real console page (issue 12, item 9).
describe('e2e: accessibility check (axe-core, critical and serious violations)', () => {
  const fixture = useConsoleFixture();

  const plant = (html: string): Promise<void> =>
    fixture.browser.execute((markup: string) => {
      const host = document.createElement('div');
      host.id = 'planted';
      host.innerHTML = markup;
      document.body.append(host);
    }, html);
  const unplant = (): Promise<void> => fixture.browser.execute(() => document.getElementById('planted')?.remove());

  it('reports an unnamed button and an unlabelled input with rule, target and summary, and passes once they are gone', async () => {
    await openAs(fixture.browser, fixture.server.url, '/login', undefined);
    await fixture.browser.$('input[name="email"]').waitForDisplayed({ timeout: 20_000 });
    await expectAccessible(fixture.browser);
    await plant('<button id="nameless"></button><input id="unlabelled" type="text">');
    const violations = await accessibilityViolations(fixture.browser);
    expect(violations.map((violation) => violation.id)).to.include.members(['button-name', 'label']);
    expect(violations.find((violation) => violation.id === 'button-name')?.targets).to.deep.equal(['#nameless']);
    const report = describeViolations('/login', violations);
    expect(report).to.match(/button-name \(critical\): Buttons must have discernible text\n {4}at #nameless/);
    await unplant();
    await expectAccessible(fixture.browser);
  });

  it("reports a focusable element inside aria-hidden, but not tabster's focus redirectors", async () => {
    await plant(
      '<div id="hidden-group" aria-hidden="true"><a href="#x">x</a></div>' +
        '<i tabindex="0" role="none" data-tabster-dummy="" aria-hidden="true"></i>',
    );
    const violations = await accessibilityViolations(fixture.browser);
    await unplant();
    expect(violations.filter((violation) => violation.id === 'aria-hidden-focus')).to.have.length(1);
    expect(violations.find((violation) => violation.id === 'aria-hidden-focus')?.targets).to.deep.equal([
      '#hidden-group',
    ]);
  });
});
