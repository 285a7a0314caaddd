import { expect } from 'chai';
import { openBrowser, screenshotOnFailure, type Browser } from '../support/browser';
import { byTestId, openAs, typeInto, waitForPath } from './support/console-page';
import { startConsoleServer, type ConsoleServer } from './support/console-server';
import { clickToastAction, markToasts, toastOffers, waitForNewToast, waitForToast } from './support/toasts';

// Issue 32 §4 (docs/protocol/undo.md): a channel save's toast offers Undo; Undo restores the previous value in
// every console; the profile menu lists the save, now undone. Two browsers: A saves and undoes, B watches.

const waitMs = 20_000;
const renamed = 'TV News, late edition';

/** Waits until the outputs list shows a row whose text contains `title`, or none when `present` is false. */
const waitForRow = async (page: Browser, title: string, present = true): Promise<void> => {
  await page.waitUntil(
    async () =>
      (await page.execute(
        (text: string) =>
          [...document.querySelectorAll('[data-testid="outputs-row"]')].some((row) => row.textContent?.includes(text)),
        title,
      )) === present,
    { timeout: waitMs, timeoutMsg: `the outputs list ${present ? 'never showed' : 'still shows'} '${title}'` },
  );
};

describe('e2e: Undo of a configuration save, two operators (issue 32 §4)', () => {
  let server: ConsoleServer | undefined;
  let anna: Browser | undefined;
  let ben: Browser | undefined;

  before(async () => {
    server = await startConsoleServer();
    [anna, ben] = await Promise.all([openBrowser(), openBrowser()]);
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

  it("A renames a channel and presses the toast's Undo: both consoles show the previous title, and A's recent changes say so", async () => {
    await openAs(anna!, server!.url, '/channels/outputs/list', await server!.tokenFor('admin'));
    await openAs(ben!, server!.url, '/channels/outputs/list', await server!.tokenFor('root'));
    await waitForRow(ben!, 'TV News');

    // A renames TV News and saves: the toast offers Undo.
    await anna!.$('[data-testid="outputs-row"]*=TV News').click();
    await waitForPath(anna!, /^\/channels\/outputs\/edit\/[0-9a-f-]{36}$/);
    await markToasts(anna!);
    await typeInto(anna!, byTestId('channel-title'), renamed);
    await anna!.$(byTestId('channel-editor-save')).click();
    await waitForNewToast(anna!, 'Channel was updated!');
    expect(await toastOffers(anna!, 'Channel was updated!', 'toast-undo')).to.equal(true);
    await waitForRow(ben!, renamed);

    // Undo: the previous title is stored again and both lists show it.
    await markToasts(anna!);
    await clickToastAction(anna!, 'Channel was updated!', 'toast-undo');
    await waitForNewToast(anna!, 'Change undone');
    await waitForRow(ben!, renamed, false);
    await waitForRow(ben!, 'TV News');
    await waitForRow(anna!, renamed, false);
    const [stored] = await server!.current.server.services.store.documents.channels.list(`body->>'name' = 'tv_news'`);
    expect(stored?.body.title).to.equal('TV News');
    // A's editor is still open and A has not typed since the save: it takes the restored title.
    const title = anna!.$(byTestId('channel-title'));
    await anna!.waitUntil(async () => (await title.getValue()) === 'TV News', {
      timeout: waitMs,
      timeoutMsg: "A's open editor still shows the undone title",
    });

    // The profile menu lists both saves: the undo (which could itself be undone) and the rename, undone.
    await anna!.$('button[aria-label^="Profile menu"]').click();
    await anna!.$(byTestId('recent-changes')).click();
    const lines = anna!.$$(byTestId('recent-change'));
    await anna!.waitUntil(async () => (await lines.length) >= 2, { timeout: waitMs, timeoutMsg: 'no recent changes' });
    const texts = await anna!.$$(byTestId('recent-change')).map((line) => line.getText());
    expect(texts[0]).to.match(/^Channel · TV News\s+\d\d\.\d\d\.\d{4} \d\d:\d\d\s+Undo$/);
    expect(texts[1]).to.match(new RegExp(`^Channel · ${renamed}\\s+.*\\s+Undone$`));
  });

  it('an Undo from the profile menu after a colleague changed the channel is refused: nothing is undone, and who says so', async () => {
    // B renames the channel again; A's latest save (the undo) is now stale.
    await ben!.$('[data-testid="outputs-row"]*=TV News').click();
    await waitForPath(ben!, /^\/channels\/outputs\/edit\/[0-9a-f-]{36}$/);
    await markToasts(ben!);
    await typeInto(ben!, byTestId('channel-title'), 'TV News, by Ben');
    await ben!.$(byTestId('channel-editor-save')).click();
    await waitForNewToast(ben!, 'Channel was updated!');
    await waitForRow(anna!, 'TV News, by Ben');

    // The menus are still open from the first test: closed, then opened afresh.
    await anna!.keys('Escape');
    await anna!.keys('Escape');
    await anna!.$(byTestId('recent-changes')).waitForExist({ reverse: true, timeout: waitMs });
    await anna!.$('button[aria-label^="Profile menu"]').click();
    await anna!.$(byTestId('recent-changes')).click();
    await markToasts(anna!);
    // The newest line: A's undo, now stale.
    await anna!.$(byTestId('recent-change')).click();
    await waitForNewToast(anna!, 'Nothing was undone');
    await waitForToast(anna!, 'Changed by Demo root meanwhile: nothing was undone.');
    const [stored] = await server!.current.server.services.store.documents.channels.list(`body->>'name' = 'tv_news'`);
    expect(stored?.body.title).to.equal('TV News, by Ben');
  });

  it('A typed after the save, then pressed Undo: the editor keeps what A typed, and the next save compares with the undo', async () => {
    await openAs(anna!, server!.url, '/channels/outputs/list', await server!.tokenFor('admin'));
    await anna!.$('[data-testid="outputs-row"]*=TV News, by Ben').click();
    await waitForPath(anna!, /^\/channels\/outputs\/edit\/[0-9a-f-]{36}$/);
    await markToasts(anna!);
    await typeInto(anna!, byTestId('channel-title'), 'TV News, by Anna');
    await anna!.$(byTestId('channel-editor-save')).click();
    await waitForNewToast(anna!, 'Channel was updated!');

    // A types again, then undoes the save: the stored title goes back, the form keeps what A typed.
    await typeInto(anna!, byTestId('channel-title'), 'TV News, typed after');
    await markToasts(anna!);
    await clickToastAction(anna!, 'Channel was updated!', 'toast-undo');
    await waitForNewToast(anna!, 'Change undone');
    await waitForRow(anna!, 'TV News, by Ben');
    expect(await anna!.$(byTestId('channel-title')).getValue()).to.equal('TV News, typed after');

    // Saving now is based on the version before the undo: refused stale, compared field by field.
    await anna!.$(byTestId('channel-editor-save')).click();
    await anna!.$(byTestId('channel-editor-conflict')).waitForDisplayed({ timeout: waitMs });
    const [stored] = await server!.current.server.services.store.documents.channels.list(`body->>'name' = 'tv_news'`);
    expect(stored?.body.title, 'nothing written over the undo').to.equal('TV News, by Ben');
  });
});
