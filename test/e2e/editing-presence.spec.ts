import { expect } from 'chai';
import { openBrowser, screenshotOnFailure, type Browser } from '../support/browser';
import { byTestId, openAs } from './support/console-page';
import { startConsoleServer, type ConsoleServer } from './support/console-server';

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
  let server: ConsoleServer | undefined;
  let anna: Browser | undefined;
  let ben: Browser | undefined;
  let group = '';

  before(async () => {
    server = await startConsoleServer();
    [anna, ben] = await Promise.all([openBrowser(), openBrowser()]);
    const [first] = await server.current.server.services.store.documents.groups.list();
    group = `/settings/groups/edit/${first?.id}`;
  });
  afterEach(async function () {
    await screenshotOnFailure(anna, this.currentTest);
    await screenshotOnFailure(ben, this.currentTest);
  });
  after(async () => {
    await anna?.deleteSession();
    await ben?.deleteSession();
    await server?.close();
  });

  it("B sees 'Also editing: Demo admin' while A has the group open, and loses it when A closes the sheet", async () => {
    await openAs(ben!, server!.url, group, await server!.tokenFor('root'));
    await ben!.$(byTestId('group-editor-save')).waitForExist({ timeout: waitMs });
    expect(await alsoEditing(ben!)).to.equal(undefined);

    await openAs(anna!, server!.url, group, await server!.tokenFor('admin'));
    await waitForAlsoEditing(ben!, 'Also editing: Demo admin');
    await waitForAlsoEditing(anna!, 'Also editing: Demo root');

    await anna!.keys('Escape'); // closes the sheet: back to the list
    await anna!.$(byTestId('group-editor-save')).waitForExist({ reverse: true, timeout: waitMs });
    await waitForAlsoEditing(ben!, undefined);
  });

  it('B loses A when A navigates away, and when A closes the browser tab', async () => {
    await openAs(anna!, server!.url, group, await server!.tokenFor('admin'));
    await waitForAlsoEditing(ben!, 'Also editing: Demo admin');
    await anna!.url(`${server!.url}/dashboard`);
    await waitForAlsoEditing(ben!, undefined);

    await openAs(anna!, server!.url, group, await server!.tokenFor('admin'));
    await waitForAlsoEditing(ben!, 'Also editing: Demo admin');
    await anna!.url('about:blank'); // the page and its socket are gone
    await waitForAlsoEditing(ben!, undefined);
  });
});
