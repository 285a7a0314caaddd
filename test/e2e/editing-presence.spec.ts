import { expect } from 'chai';
import type { Browser } from '../support/browser';
import { byTestId, openAs } from './support/console-page';
import { useTwoOperatorsFixture } from './support/console-fixture';

// The limits are 1 s to show and 5 s to drop; a browser test on a shared machine polls generously and
// proves the behaviour, the timing is the protocol's (presence_diff on join and on leave, docs/protocol/editing.md).
const waitMs = 20_000;

const alsoEditing = async (page: Browser): Promise<string | undefined> => {
  const badge = await page.$(byTestId('also-editing'));
  return (await badge.isExisting()) ? (await badge.getText()).trim() : undefined;
};

const waitForAlsoEditing = async (page: Browser, expected: string | undefined): Promise<void> => {
  await page.waitUntil(async () => (await alsoEditing(page)) === expected, {
    timeout: waitMs,
    timeoutMsg: `the sheet never said ${expected ?? 'nothing about others'} (it said ${await alsoEditing(page)})`,
  });
};

describe('e2e: who else is editing, two operators in two browsers (issue 32 §1)', () => {
  const fixture = useTwoOperatorsFixture();
  let group = '';

  before(async () => {
    const [first] = await fixture.server.current.server.services.store.documents.groups.list();
    group = `/settings/groups/edit/${first?.id}`;
  });

  it("B sees 'Also editing: Demo admin' while A has the group open, and loses it when A closes the sheet", async () => {
    await openAs(fixture.ben, fixture.server.url, group, await fixture.server.tokenFor('root'));
    await fixture.ben.$(byTestId('group-editor-save')).waitForExist({ timeout: waitMs });
    expect(await alsoEditing(fixture.ben)).to.equal(undefined);

    await openAs(fixture.anna, fixture.server.url, group, await fixture.server.tokenFor('admin'));
    await waitForAlsoEditing(fixture.ben, 'Also editing: Demo admin');
    await waitForAlsoEditing(fixture.anna, 'Also editing: Demo root');

    await fixture.anna.keys('Escape'); // closes the sheet: back to the list
    await fixture.anna.$(byTestId('group-editor-save')).waitForExist({ reverse: true, timeout: waitMs });
    await waitForAlsoEditing(fixture.ben, undefined);
  });

  it('B loses A when A navigates away, and when A closes the browser tab', async () => {
    await openAs(fixture.anna, fixture.server.url, group, await fixture.server.tokenFor('admin'));
    await waitForAlsoEditing(fixture.ben, 'Also editing: Demo admin');
    await fixture.anna.url(`${fixture.server.url}/dashboard`);
    await waitForAlsoEditing(fixture.ben, undefined);

    await openAs(fixture.anna, fixture.server.url, group, await fixture.server.tokenFor('admin'));
    await waitForAlsoEditing(fixture.ben, 'Also editing: Demo admin');
    await fixture.anna.url('about:blank'); // the page and its socket are gone
    await waitForAlsoEditing(fixture.ben, undefined);
  });
});
