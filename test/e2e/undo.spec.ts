import { expect } from 'chai';
import type { Browser } from '../support/browser';
import { byTestId, openAs, typeInto, waitForPath } from './support/console-page';
import { useTwoOperatorsFixture, type TwoOperatorsFixture } from './support/console-fixture';
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

/** Opens the outputs list in `page`, signed in as the seeded `account`. */
const openOutputs = async (fixture: TwoOperatorsFixture, page: Browser, account: string): Promise<void> => {
  await openAs(page, fixture.server.url, '/channels/outputs/list', await fixture.server.tokenFor(account));
};

/** Opens the profile menu's Recent changes. */
const openRecentChanges = async (page: Browser): Promise<void> => {
  await page.$('button[aria-label^="Profile menu"]').click();
  await page.$(byTestId('recent-changes')).click();
};

/** Opens the channel whose row shows `from` in `page`'s outputs list, types `to` as its title and saves it. */
const renameChannel = async (page: Browser, from: string, to: string): Promise<void> => {
  await page.$(`[data-testid="outputs-row"]*=${from}`).click();
  await waitForPath(page, /^\/channels\/outputs\/edit\/[0-9a-f-]{36}$/);
  await markToasts(page);
  await typeInto(page, byTestId('channel-title'), to);
  await page.$(byTestId('channel-editor-save')).click();
  await waitForNewToast(page, 'Channel was updated!');
};

/** The title the studio server has stored for TV News's channel. */
const storedTitle = async (fixture: TwoOperatorsFixture): Promise<unknown> => {
  const [stored] =
    await fixture.server.current.server.services.store.documents.channels.list(`body->>'name' = 'tv_news'`);
  return stored?.body.title;
};

describe('e2e: Undo of a configuration save, two operators (issue 32 §4)', () => {
  const fixture = useTwoOperatorsFixture();

  it("A renames a channel and presses the toast's Undo: both consoles show the previous title, and A's recent changes say so", async () => {
    await openOutputs(fixture, fixture.anna, 'admin');
    await openOutputs(fixture, fixture.ben, 'root');
    await waitForRow(fixture.ben, 'TV News');

    // A renames TV News and saves: the toast offers Undo.
    await renameChannel(fixture.anna, 'TV News', renamed);
    expect(await toastOffers(fixture.anna, 'Channel was updated!', 'toast-undo')).to.equal(true);
    await waitForRow(fixture.ben, renamed);

    // Undo: the previous title is stored again and both lists show it.
    await markToasts(fixture.anna);
    await clickToastAction(fixture.anna, 'Channel was updated!', 'toast-undo');
    await waitForNewToast(fixture.anna, 'Change undone');
    await waitForRow(fixture.ben, renamed, false);
    await waitForRow(fixture.ben, 'TV News');
    await waitForRow(fixture.anna, renamed, false);
    expect(await storedTitle(fixture)).to.equal('TV News');
    // A's editor is still open and A has not typed since the save: it takes the restored title.
    const title = fixture.anna.$(byTestId('channel-title'));
    await fixture.anna.waitUntil(async () => (await title.getValue()) === 'TV News', {
      timeout: waitMs,
      timeoutMsg: "A's open editor still shows the undone title",
    });

    // The profile menu lists both saves: the undo (which could itself be undone) and the rename, undone.
    await openRecentChanges(fixture.anna);
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
    await renameChannel(fixture.ben, 'TV News', 'TV News, by Ben');
    await waitForRow(fixture.anna, 'TV News, by Ben');

    // The menus are still open from the first test: closed, then opened afresh.
    await fixture.anna.keys('Escape');
    await fixture.anna.keys('Escape');
    await fixture.anna.$(byTestId('recent-changes')).waitForExist({ reverse: true, timeout: waitMs });
    await openRecentChanges(fixture.anna);
    await markToasts(fixture.anna);
    // The newest line: A's undo, now stale.
    await fixture.anna.$(byTestId('recent-change')).click();
    await waitForNewToast(fixture.anna, 'Nothing was undone');
    await waitForToast(fixture.anna, 'Changed by Demo root meanwhile: nothing was undone.');
    expect(await storedTitle(fixture)).to.equal('TV News, by Ben');
  });

  it('A typed after the save, then pressed Undo: the editor keeps what A typed, and the next save compares with the undo', async () => {
    await openOutputs(fixture, fixture.anna, 'admin');
    await renameChannel(fixture.anna, 'TV News, by Ben', 'TV News, by Anna');

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
    expect(await storedTitle(fixture), 'nothing written over the undo').to.equal('TV News, by Ben');
  });
});
