import { expect } from 'chai';
import { updateClip } from '../../server/records/clips-store';
import { writeExport } from '../../server/records/exports-store';
import { storedWith } from '../../server/storage/stored-codec';
import type { Browser } from '../support/browser';
import { openAs } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';

// Issue 29 "Clips": the quality badges overlapped the Creator column at 1280 and 1440 px, Download was the same
// HLS playlist for every quality, and cloudrec's clip page was titled 'Recording' instead of its event.

const waitMs = 30_000;

/** What overlaps in the clip list: badges or buttons of a quality line over other cells, text out of its cell. */
const layoutProblems = (browser: Browser): Promise<string[]> =>
  browser.execute(() => {
    const problems: string[] = [];
    const intersects = (a: DOMRect, b: DOMRect): boolean =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const textRect = (element: Element): DOMRect => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    const rows = [...document.querySelectorAll('table[aria-label="Clips"] tr[data-clip-group]')];
    if (rows.length === 0) problems.push('no clip rows');
    for (const row of rows) {
      const name = row.getAttribute('aria-label') ?? '';
      const cells = [...row.children];
      const actions = cells[8];
      if (!actions || cells.length !== 9) {
        problems.push(`${name}: ${cells.length} cells`);
        continue;
      }
      const actionsRect = actions.getBoundingClientRect();
      const lines = [...actions.querySelectorAll('[data-quality]')];
      if (lines.length === 0) problems.push(`${name}: no quality lines`);
      for (const line of lines) {
        // What is drawn: a tooltip's hidden description takes no space.
        const items = [...line.children].filter((item) => {
          const rect = item.getBoundingClientRect();
          return rect.width > 0 && rect.height > 0;
        });
        items.forEach((item, index) => {
          const rect = item.getBoundingClientRect();
          const what = `${name} ${line.getAttribute('data-quality') ?? ''} item ${index}`;
          if (rect.left < actionsRect.left - 0.5 || rect.right > actionsRect.right + 0.5)
            problems.push(`${what} leaves the Actions cell`);
          cells.slice(0, 8).forEach((cell, column) => {
            if (intersects(rect, cell.getBoundingClientRect())) problems.push(`${what} overlaps column ${column}`);
            if (intersects(rect, textRect(cell))) problems.push(`${what} overlaps the text of column ${column}`);
          });
          for (const other of items.slice(index + 1))
            if (intersects(rect, other.getBoundingClientRect())) problems.push(`${what} overlaps its neighbour`);
        });
      }
      // Every cell's text stays inside its own cell (the Creator e-mail used to run under the badges).
      cells.slice(0, 8).forEach((cell, column) => {
        const cellRect = cell.getBoundingClientRect();
        const text = textRect(cell);
        if (text.width > 0 && (text.left < cellRect.left - 0.5 || text.right > cellRect.right + 0.5))
          problems.push(`${name}: the text of column ${column} leaves its cell`);
      });
    }
    return problems;
  });

describe('e2e: clip list layout, downloads and the cloudrec title (issue 29 "Clips")', () => {
  const fixture = useConsoleFixture();
  const eventUuid = async (title: string): Promise<string> =>
    (await fixture.server.current.server.services.store.documents.events.list(`body->>'title' = $1`, [title]))[0]
      ?.uuid ?? '';

  for (const width of [1280, 1440, 1920])
    it(`at ${width} px the quality badges and buttons stay in the Actions column (Schedule and Clips tabs)`, async () => {
      const { browser } = fixture;
      await browser.setWindowSize(width, 900);
      const live = await eventUuid('Tappara – Kärpät');
      for (const tab of ['schedule', 'clips']) {
        await openAs(
          browser,
          fixture.server.url,
          `/dashboard/event/${live}?tab=${tab}`,
          await fixture.server.tokenFor('admin'),
        );
        if (tab === 'clips') {
          await browser.$('button[role="tab"]*=All clips').waitForDisplayed({ timeout: waitMs });
          await browser.$('button[role="tab"]*=All clips').click();
        }
        await browser
          .$('table[aria-label="Clips"] tr[data-clip-group] [data-quality]')
          .waitForDisplayed({ timeout: waitMs });
        expect(await layoutProblems(browser), `${tab} at ${width}`).to.deep.equal([]);
      }
    });

  /** Where the page or a scrolling box is wider than it shows: what would scroll sideways. */
  const sidewaysScrolls = (browser: Browser): Promise<string[]> =>
    browser.execute(() => {
      const found: string[] = [];
      const page = document.documentElement;
      if (page.scrollWidth > page.clientWidth) found.push(`the page: ${page.scrollWidth} > ${page.clientWidth}`);
      for (const element of document.querySelectorAll('*')) {
        const { overflowX } = getComputedStyle(element);
        if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1)
          found.push(`${element.tagName.toLowerCase()}: ${element.scrollWidth} > ${element.clientWidth}`);
      }
      return found;
    });

  /** Whether the cut text `text` shows all of itself in a tooltip when the pointer rests on it. */
  const showsWholeOnHover = async (browser: Browser, text: string): Promise<void> => {
    const cell = browser.$(`[data-truncated-text]=${text}`);
    const cut = await browser.execute(
      (whole: string) =>
        [...document.querySelectorAll('[data-truncated-text]')].some(
          (element) => element.textContent === whole && element.scrollWidth > element.clientWidth,
        ),
      text,
    );
    expect(cut, `'${text}' is cut`).to.equal(true);
    await cell.moveTo();
    await browser.$(`[role="tooltip"]=${text}`).waitForDisplayed({ timeout: waitMs });
  };

  for (const width of [1280, 1440])
    it(`at ${width} px long titles and e-mails are cut with the whole text on hover, and nothing scrolls sideways (clips and exports)`, async () => {
      const { browser } = fixture;
      const { services } = fixture.server.current.server;
      const longTitle = 'Save of the game, replayed from the north stand camera with the goalkeeper in close-up';
      const longExport = 'Save of the game for the partner portal, with the sponsor bumper and captions';
      const event = await eventUuid('HIFK – Tappara');
      // Renamed the way the server writes them (the stored value as its codec reads it, the change on top).
      const report = (message: string): never => {
        throw new Error(message);
      };
      // Every quality of the cut carries its title.
      for (const clip of await services.store.documents.clips.list(`body->'meta'->>'title' = $1`, [
        'Save of the game',
      ])) {
        const clipBody = storedWith('clips', clip, {}, report);
        if (clipBody) await updateClip(services, clip, { ...clipBody, meta: { ...clipBody.meta, title: longTitle } });
      }
      const [exported] = await services.store.documents.clip_exports.list(`body->'meta'->>'title' = $1`, ['save ftp']);
      const exportBody = exported && storedWith('clip_exports', exported, {}, report);
      if (exported && exportBody)
        await writeExport(services, exported, { ...exportBody, meta: { ...exportBody.meta, title: longExport } });
      await browser.setWindowSize(width, 900);
      await openAs(browser, fixture.server.url, `/cloudrec/event/${event}`, await fixture.server.tokenFor('admin'));
      await browser.$('button[role="tab"]*=All clips').waitForDisplayed({ timeout: waitMs });
      await browser.$('button[role="tab"]*=All clips').click();
      await browser.$(`[data-truncated-text]=${longTitle}`).waitForExist({ timeout: waitMs });
      expect(await sidewaysScrolls(browser), 'clips').to.deep.equal([]);
      await showsWholeOnHover(browser, longTitle);

      await browser.$('button[role="tab"]*=Exports').click();
      await browser.$(`[data-truncated-text]=${longExport}`).waitForExist({ timeout: waitMs });
      expect(await sidewaysScrolls(browser), 'exports').to.deep.equal([]);
      await showsWholeOnHover(browser, longExport);
    });

  it('each ready quality downloads its own file: distinct links, each the MPEG-TS of that quality', async () => {
    const { browser } = fixture;
    await openAs(
      browser,
      fixture.server.url,
      `/cloudrec/event/${await eventUuid('HIFK – Tappara')}`,
      await fixture.server.tokenFor('admin'),
    );
    await browser.$('button[role="tab"]*=All clips').waitForDisplayed({ timeout: waitMs });
    await browser.$('button[role="tab"]*=All clips').click();
    await browser.$('a[aria-label="Download Opening goal 1080p"]').waitForDisplayed({ timeout: waitMs });
    const files = await browser.execute(async () => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('a[aria-label^="Download Opening goal "]')];
      return Promise.all(
        links.map(async (link) => {
          const answer = await fetch(link.href, { method: 'HEAD' });
          return {
            label: link.getAttribute('aria-label') ?? '',
            href: link.href,
            download: link.hasAttribute('download'),
            status: answer.status,
            type: answer.headers.get('content-type'),
            size: answer.headers.get('x-clip-rendition'),
            disposition: answer.headers.get('content-disposition') ?? '',
          };
        }),
      );
    });
    expect(files.map((file) => file.label)).to.deep.equal([
      'Download Opening goal 1080p',
      'Download Opening goal 720p',
      'Download Opening goal 540p',
    ]);
    expect(new Set(files.map((file) => file.href)).size).to.equal(3);
    for (const file of files) {
      expect(file.href).to.match(/\/api\/v1\/clips\/[0-9a-f-]{36}\/download$/);
      expect(file).to.deep.include({ download: true, status: 200, type: 'video/mp2t' });
    }
    expect(files.map((file) => file.size)).to.deep.equal(['1920x1080', '1280x720', '960x540']);
    expect(files[1]?.disposition).to.contain('filename="Opening goal (720p).ts"');
  });

  it("cloudrec's clip page, opened directly, is titled after its event", async () => {
    const { browser } = fixture;
    await openAs(
      browser,
      fixture.server.url,
      `/cloudrec/event/${await eventUuid('HIFK – Tappara')}`,
      await fixture.server.tokenFor('cloudrec'),
    );
    const heading = browser.$('#main-content h1');
    await browser.waitUntil(
      async () => (await heading.isExisting()) && (await heading.getText()) === 'HIFK – Tappara',
      {
        timeout: waitMs,
        timeoutMsg: `the page is titled '${await heading.getText().catch(() => '')}'`,
      },
    );
    expect(await browser.$('h1=Recording').isExisting()).to.equal(false);
  });
});
