import { openBrowser, type Browser } from '../support/browser';
import { openAs } from './support/console-page';
import { startConsoleServer, type ConsoleServer } from './support/console-server';

describe('look', () => {
  let server: ConsoleServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startConsoleServer();
    browser = await openBrowser();
  });
  after(async () => {
    await browser?.deleteSession();
    await server?.close();
  });
  it('shots', async () => {
    const page = browser!;
    await openAs(page, server!.url, '/dashboard/event_new', await server!.tokenFor('admin'));
    const destination = await page.$('[data-testid="event-destination"] select, select[data-testid="event-destination"]');
    await destination.waitForExist({ timeout: 20000 });
    await destination.selectByVisibleText('Web Sport');
    await page.pause(1500);
    const content = await page.$('[data-testid="bottom-sheet"] [role="tabpanel"]');
    for (const [index, top] of [500, 1000, 1500].entries()) {
      await page.execute((y: number) => { const panel = document.querySelector('[data-testid="bottom-sheet"] [role="tabpanel"]'); if (panel) panel.scrollTop = y; }, top);
      await page.pause(300);
      await page.saveScreenshot(`/tmp/editor-look-${index}.png`);
    }
    void content;
  });
});
