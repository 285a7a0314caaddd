import { expect } from 'chai';
import type { Browser } from '../support/browser';
import { byTestId, openAs, typeInto, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';
import { markToasts, toastRects, waitForNewToast } from './support/toasts';

// A save's toast ("Channel was updated!" with Undo, ten seconds) sat over the bottom sheet's close button, so the
// operator could not close the sheet until it went. Toasts now start below an open sheet's header
// (src/ui/shared/toast-clearance.tsx): the close button is clicked, by the pointer, while the toast shows.

const waitMs = 20_000;

type Rect = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Rect, b: Rect): boolean =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The sheet's header controls: close, the fullscreen toggle and the tabs, where the window draws them. */
const headerRects = (page: Browser): Promise<{ name: string; rect: Rect }[]> =>
  page.execute(() =>
    [...document.querySelectorAll('[data-testid="bottom-sheet"] header button')].map((button) => {
      const { left, top, right, bottom } = button.getBoundingClientRect();
      return {
        name: button.getAttribute('aria-label') ?? button.textContent ?? '',
        rect: { left, top, right, bottom },
      };
    }),
  );

/** Sets the sheet's fullscreen toggle (an admin's, remembered on this device) to `on`. */
const setFullscreen = async (page: Browser, on: boolean): Promise<void> => {
  const toggle = page.$('[data-testid="bottom-sheet"] header button[aria-pressed]');
  await toggle.waitForDisplayed({ timeout: waitMs });
  if ((await toggle.getAttribute('aria-pressed')) !== String(on)) await toggle.click();
  await page.waitUntil(async () => (await toggle.getAttribute('aria-pressed')) === String(on), {
    timeout: waitMs,
    timeoutMsg: `the sheet's fullscreen never became ${on}`,
  });
};

describe('e2e: a toast and the bottom sheet it follows (house review)', () => {
  const fixture = useConsoleFixture();

  for (const [width, height] of [
    [1280, 800],
    [1440, 900],
  ] as const)
    for (const fullscreen of [false, true])
      it(`at ${width}×${height}${fullscreen ? ', fullscreen' : ''}: the save's toast covers no header control and Close closes the sheet while it shows`, async () => {
        const page = fixture.browser;
        await page.setWindowSize(width, height);
        await openAs(page, fixture.server.url, '/channels/outputs/list', await fixture.server.tokenFor('admin'));
        await page.$('[data-testid="outputs-row"]*=TV News').click();
        await waitForPath(page, /^\/channels\/outputs\/edit\/[0-9a-f-]{36}$/);
        await setFullscreen(page, fullscreen);

        await markToasts(page);
        await typeInto(page, byTestId('channel-title'), `TV News ${width}${fullscreen ? ' full' : ''}`);
        await page.$(byTestId('channel-editor-save')).click();
        await waitForNewToast(page, 'Channel was updated!');

        const toasts = await toastRects(page);
        const controls = await headerRects(page);
        expect(controls.map((control) => control.name)).to.include('Close');
        for (const toast of toasts)
          for (const control of controls)
            expect(overlaps(toast, control.rect), `a toast ${JSON.stringify(toast)} over ${control.name}`).to.equal(
              false,
            );

        // The pointer's click: WebDriver refuses it when another element (a toast) would take it.
        await page.$('[data-testid="bottom-sheet"] header button[aria-label="Close"]').click();
        await waitForPath(page, '/channels/outputs/list');
        expect(await toastRects(page), 'the toast is still there').to.have.length.greaterThan(0);
      });
});
