import { expect } from 'chai';
import type { Browser } from '../support/browser';
import { byTestId, openAs, typeInto, waitForPath } from './support/console-page';
import { useTwoOperatorsFixture } from './support/console-fixture';
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
  const fixture = useTwoOperatorsFixture();

  it("A renames a channel and presses the toast's Undo: both consoles show the previous title, and A's recent changes say so", async () => {
    await openAs(fixture.anna, fixture.server.url, '/channels/outputs/list', await fixture.server.tokenFor('admin'));
    await openAs(fixture.ben, fixture.server.url, '/channels/outputs/list', await fixture.server.tokenFor('root'));
    await waitForRow(fixture.ben, 'TV News');

    // A renames TV News and saves: the toast offers Undo.
    await fixture.anna.$('[data-testid="outputs-row"]*=TV News').click();
    await waitForPath(fixture.anna, /^\/channels\/outputs\/edit\/[0-9a-f-]{36}$/);
    await markToasts(fixture.anna);
    await typeInto(fixture.anna, byTestId('channel-title'), renamed);
    await fixture.anna.$(byTestId('channel-editor-save')).click();
    await waitForNewToast(fixture.anna, 'Channel was updated!');
    expect(await toastOffers(fixture.anna, 'Channel was updated!', 'toast-undo')).to.equal(true);
    await waitForRow(fixture.ben, renamed);

    // Undo: the previous title is stored again and both lists show it.
    await markToasts(fixture.anna);
    await clickToastAction(fixture.anna, 'Channel was updated!', 'toast-undo');
    await waitForNewToast(fixture.anna, 'Change undone');
    await waitForRow(fixture.ben, renamed, false);
    await waitForRow(fixture.ben, 'TV News');
    await waitForRow(fixture.anna, renamed, false);
    const [stored] =
      await fixture.server.current.server.services.store.documents.channels.list(`body->>'name' = 'tv_news'`);
    expect(stored?.body.title).to.equal('TV News');
    // A's editor is still open and A has not typed since the save: it takes the restored title.
    const title = fixture.anna.$(byTestId('channel-title'));
    await fixture.anna.waitUntil(async () => (await title.getValue()) === 'TV News', {
      timeout: waitMs,
      timeoutMsg: "A's open editor still shows the undone title",
    });

    // The profile menu lists both saves: the undo (which could itself be undone) and the rename, undone.
    await fixture.anna.$('button[aria-label^="Profile menu"]').click();
    await fixture.anna.$(byTestId('recent-changes')).click();
    const lines = fixture.anna.$$(byTestId('recent-change'));
    await fixture.anna.waitUntil(async () => (await lines.length) >= 2, {
      timeout: waitMs,
      timeoutMsg: 'no recent changes',
    });
    const texts = await fixture.anna.$$(byTestId('recent-change')).map((line) => line.getText());
    expect(texts[0]).to.match(/^Channel · TV News\s+\d\d\.\d\d\.\d{4} \d\d:\d\d\s+Undo$/);
    expect(texts[1]).to.match(new RegExp(`^Channel · ${renamed}\\s+.*\\s+Undone$`));
  });

  it('an Undo from the profile menu after a colleague changed the channel is refused: nothing is undone, and who says so', async () => {
    // B renames the channel again; A's latest save (the undo) is now stale.
    await fixture.ben.$('[data-testid="outputs-row"]*=TV News').click();
    await waitForPath(fixture.ben, /^\/channels\/outputs\/edit\/[0-9a-f-]{36}$/);
    await markToasts(fixture.ben);
    await typeInto(fixture.ben, byTestId('channel-title'), 'TV News, by Ben');
    await fixture.ben.$(byTestId('channel-editor-save')).click();
    await waitForNewToast(fixture.ben, 'Channel was updated!');
    await waitForRow(fixture.anna, 'TV News, by Ben');

    // The menus are still open from the first test: closed, then opened afresh.
    await fixture.anna.keys('Escape');
    await fixture.anna.keys('Escape');
    await fixture.anna.$(byTestId('recent-changes')).waitForExist({ reverse: true, timeout: waitMs });
    await fixture.anna.$('button[aria-label^="Profile menu"]').click();
    await fixture.anna.$(byTestId('recent-changes')).click();
    await markToasts(fixture.anna);
    // The newest line: A's undo, now stale.
    await fixture.anna.$(byTestId('recent-change')).click();
    await waitForNewToast(fixture.anna, 'Nothing was undone');
    await waitForToast(fixture.anna, 'Changed by Demo root meanwhile: nothing was undone.');
    const [stored] =
      await fixture.server.current.server.services.store.documents.channels.list(`body->>'name' = 'tv_news'`);
    expect(stored?.body.title).to.equal('TV News, by Ben');
  });

  it('A typed after the save, then pressed Undo: the editor keeps what A typed, and the next save compares with the undo', async () => {
    await openAs(fixture.anna, fixture.server.url, '/channels/outputs/list', await fixture.server.tokenFor('admin'));
    await fixture.anna.$('[data-testid="outputs-row"]*=TV News, by Ben').click();
    await waitForPath(fixture.anna, /^\/channels\/outputs\/edit\/[0-9a-f-]{36}$/);
    await markToasts(fixture.anna);
    await typeInto(fixture.anna, byTestId('channel-title'), 'TV News, by Anna');
    await fixture.anna.$(byTestId('channel-editor-save')).click();
    await waitForNewToast(fixture.anna, 'Channel was updated!');

    // A types again, then undoes the save: the stored title goes back, the form keeps what A typed.
    await typeInto(fixture.anna, byTestId('channel-title'), 'TV News, typed after');
    await markToasts(fixture.anna);
    await clickToastAction(fixture.anna, 'Channel was updated!', 'toast-undo');
    await waitForNewToast(fixture.anna, 'Change undone');
    await waitForRow(fixture.anna, 'TV News, by Ben');
    expect(await fixture.anna.$(byTestId('channel-title')).getValue()).to.equal('TV News, typed after');

    // Saving now is based on the version before the undo: refused stale, compared field by field.
    await fixture.anna.$(byTestId('channel-editor-save')).click();
    await fixture.anna.$(byTestId('channel-editor-conflict')).waitForDisplayed({ timeout: waitMs });
    const [stored] =
      await fixture.server.current.server.services.store.documents.channels.list(`body->>'name' = 'tv_news'`);
    expect(stored?.body.title, 'nothing written over the undo').to.equal('TV News, by Ben');
  });
});
