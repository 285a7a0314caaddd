import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { connect, disconnect, join, push } from '../integration/support/phoenix-client';
import type { Browser } from '../support/browser';
import { openAs, typeInto, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';
import type { ConsoleServer } from './support/console-server';
import { toastTitles, waitForToast } from './support/toasts';

// /content (spec 3 §2.4, §4, §5, §6, §8) against the studio server: lists and records made by hand, the
// record editor's show conditions and admin_only fields per viewer, bulk hide, CSV and JSON import, who
// sees imports.

const waitMs = 30_000;
const screenshots = path.resolve(__dirname, '..', '..', 'test-output', 'screenshots', 'content');

const shown = async (page: Browser, selector: string): Promise<boolean> =>
  page.execute((css: string) => document.querySelector(css) !== null, selector);

/** A list type with a show-conditioned field (note, when featured) and an admin_only field (internal). */
const makeListType = async (server: ConsoleServer): Promise<number> => {
  const socket = await connect(server.current.socketUrl, await server.tokenFor('admin'));
  try {
    const topic = await join(socket, 'cms:list_type:create', []);
    const reply = await push(topic.channel, 'save', {
      list_type: {
        name: 'E2E Teams',
        fields: [
          { name: 'name', type: 'text', title: 'Name' },
          { name: 'featured', type: 'checkbox', title: 'Featured', 'true-text': 'Yes', 'false-text': 'No' },
          { name: 'note', type: 'text', title: 'Note', show: { featured: true }, position: 'right' },
          { name: 'internal', type: 'text', title: 'Internal', admin_only: true, position: 'right' },
        ],
        list_fields: ['name', 'featured'],
      },
    });
    expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
    return (reply.response as { data: { id: number } }).data.id;
  } finally {
    await disconnect(socket);
  }
};

/** Records saved straight over the socket, as another console would. */
const addRecords = async (server: ConsoleServer, listId: number, names: readonly string[]): Promise<void> => {
  const socket = await connect(server.current.socketUrl, await server.tokenFor('admin'));
  try {
    const topic = await join(socket, 'cms:list_data:create', []);
    for (const name of names) {
      const reply = await push(topic.channel, 'save', {
        list_data: { cms_list_id: listId, state: 'active', data: { name, featured: false } },
      });
      expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
    }
  } finally {
    await disconnect(socket);
  }
};

const rowStates = async (page: Browser): Promise<Record<string, string>> =>
  page.execute(() =>
    Object.fromEntries(
      [...document.querySelectorAll('[data-testid="content-records-row"]')].map((row) => [
        row.getAttribute('data-key') ?? '',
        row.getAttribute('data-archived') === 'true' ? 'archived' : 'active',
      ]),
    ),
  );

describe('e2e: content management (spec 3 §2.4, §4, §5, §6)', () => {
  const fixture = useConsoleFixture();
  let listId = 0;
  let recordId = 0;

  it('an admin creates a list of a list type from the side bar', async () => {
    const page = fixture.browser;
    await makeListType(fixture.server);
    await openAs(page, fixture.server.url, '/content', await fixture.server.tokenFor('admin'));
    await waitForPath(page, '/content/list/default');
    await page.$('[data-testid="content-list-add"]').click();
    await waitForPath(page, '/content/list/default/new');
    await typeInto(page, '[data-testid="list-name"]', 'E2E roster');
    await page.$('[data-testid="list-type"]').selectByVisibleText('E2E Teams');
    await page.$('[data-testid="list-category"]').selectByAttribute('value', 'team');
    await page.$('[data-testid="list-editor-save"]').click();
    await waitForToast(page, 'List was created!');
    await waitForPath(page, /^\/content\/list\/\d+\/edit$/);
    listId = Number(/\/content\/list\/(\d+)\/edit/.exec(await page.getUrl())![1]);
    const entries = await page.execute(() =>
      [...document.querySelectorAll('[data-testid="content-list-entry"]')].map((entry) => entry.textContent ?? ''),
    );
    expect(entries.some((text) => text.includes('E2E roster'))).to.equal(true);
    const width = await page.execute(
      () => document.querySelector('[data-testid="content-side-bar"]')?.getBoundingClientRect().width,
    );
    expect(width).to.equal(350);
  });

  it('adds a record: the note shows only when featured, the admin sees the admin_only field', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, `/content/list/${listId}/data/new`, await fixture.server.tokenFor('admin'));
    await page.$('[data-field="name"] input').waitForDisplayed({ timeout: waitMs });
    expect(await shown(page, '[data-field="note"]')).to.equal(false);
    expect(await shown(page, '[data-field="internal"]')).to.equal(true);
    await typeInto(page, '[data-field="name"] input', 'Tappara');
    await page.$('[data-field="featured"] input').click();
    await page.$('[data-field="note"] input').waitForDisplayed({ timeout: waitMs });
    await typeInto(page, '[data-field="note"] input', 'Champions');
    await typeInto(page, '[data-field="internal"] input', 'Contract ends 2027');
    mkdirSync(screenshots, { recursive: true });
    await page.saveScreenshot(path.join(screenshots, 'record-editor-admin.png'));
    await page.$('[data-testid="record-editor-save"]').click();
    await waitForToast(page, 'List data was created!');
    await waitForPath(page, new RegExp(`^/content/list/${listId}/data/edit/\\d+$`));
    recordId = Number(/data\/edit\/(\d+)/.exec(await page.getUrl())![1]);
    await page.$('[data-testid="record-editor-save-close"]').click();
    await waitForPath(page, `/content/list/${listId}`);
    await page.$('[data-testid="content-records-row"]').waitForDisplayed({ timeout: waitMs });
    const row = await page.$('[data-testid="content-records-row"]').getText();
    expect(row).to.include('Tappara');
    expect(row).to.include('Yes');
  });

  it('hides two records in bulk: both greyed as archived, the third stays', async () => {
    const page = fixture.browser;
    await addRecords(fixture.server, listId, ['Ilves', 'Kärpät']);
    await page.waitUntil(async () => Object.keys(await rowStates(page)).length === 3, { timeout: waitMs });
    const ids = Object.keys(await rowStates(page)).filter((id) => id !== String(recordId));
    for (const id of ids) await page.$(`[data-key="${id}"] input[type="checkbox"]`).click();
    await page.$('[data-testid="content-bulk-hide"]').click();
    await page.$('[data-testid="content-bulk-report"]').waitForDisplayed({ timeout: waitMs });
    expect(await page.$('[data-testid="content-bulk-report"]').getText()).to.include('2 records hidden.');
    await page.waitUntil(
      async () => {
        const states = await rowStates(page);
        return ids.every((id) => states[id] === 'archived') && states[String(recordId)] === 'active';
      },
      { timeout: waitMs, timeoutMsg: 'the two records were not archived' },
    );
    await page.saveScreenshot(path.join(screenshots, 'list-admin.png'));
  });

  it('JSON import says where the text stops parsing, then imports and names a refused row by its line', async () => {
    const page = fixture.browser;
    await openAs(
      page,
      fixture.server.url,
      `/content/list/${listId}/data/json_import`,
      await fixture.server.tokenFor('developer'),
    );
    await typeInto(page, '[data-testid="json-import-text"]', '[{"name": "Lukko"},\n{"name": }]');
    await page.$('[data-testid="json-import-check"]').click();
    await page.$('[data-testid="json-import-problem"]').waitForDisplayed({ timeout: waitMs });
    expect(await page.$('[data-testid="json-import-problem"]').getText()).to.include('line 2');
    await typeInto(
      page,
      '[data-testid="json-import-text"]',
      '[{"name": "Lukko"}, {"city": "Rauma"}, {"name": "Pelicans"}]',
    );
    await page.$('[data-testid="json-import-check"]').click();
    await page.$('[data-testid="import-start"]').click();
    await page.$('[data-testid="import-report"]').waitForDisplayed({ timeout: waitMs });
    const report = await page.$('[data-testid="import-report"]').getText();
    expect(report).to.include('2 rows saved.');
    expect(report).to.include('Line 2: "city" is not a field of E2E Teams');
  });

  it('an admin imports a ;-separated CSV file: preview, mapping by header, and the refused row named by its line', async () => {
    const page = fixture.browser;
    const folder = mkdtempSync(path.join(tmpdir(), 'content-csv-'));
    try {
      const file = path.join(folder, 'teams.csv');
      // Line 3 is empty (skipped); line 4 holds a checkbox value that is neither true nor false.
      writeFileSync(file, 'name;featured\nKalPa;true\n\nHIFK;maybe\n"Ässät; Pori";false\n');
      await openAs(page, fixture.server.url, `/content/list/${listId}`, await fixture.server.tokenFor('admin'));
      await page.$('[data-testid="content-import"]').click();
      await waitForPath(page, `/content/list/${listId}/data/import`);
      await page.$('[data-testid="table-import-file"]').waitForExist({ timeout: waitMs });
      await page.$('[data-testid="table-import-file"]').setValue(file);
      await page.$('[data-testid="table-import-preview"]').waitForDisplayed({ timeout: waitMs });
      expect(await page.$('[data-testid="table-import-summary"]').getText()).to.include('Semicolon');
      const preview = await page.$('[data-testid="table-import-preview"]').getText();
      expect(preview).to.include('Ässät; Pori');
      expect(await page.$('[data-testid="table-import-map-1"]').getValue()).to.equal('featured');
      // The list type's check runs before anything is saved: the refused row is named before Import.
      const checked = await page.$('[data-testid="import-checked"]').getText();
      expect(checked).to.include('1 row will be refused');
      expect(checked).to.include('Line 4: "featured" must be true or false');
      expect(await page.$('[data-testid="import-start"]').getText()).to.include('Import 2 rows');
      await page.saveScreenshot(path.join(screenshots, 'import-preview.png'));
      await page.$('[data-testid="import-start"]').click();
      await page.$('[data-testid="import-report"]').waitForDisplayed({ timeout: waitMs });
      const report = await page.$('[data-testid="import-report"]').getText();
      expect(report).to.include('2 rows saved.');
      expect(report).to.include('Line 4: "featured" must be true or false');
      // The report is in view (it sits below the preview in the sheet), and the same rows cannot be sent twice.
      expect(await page.$('[data-testid="import-report"]').isDisplayed({ withinViewport: true })).to.equal(true);
      expect(await page.$('[data-testid="import-start"]').isEnabled()).to.equal(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('marks refused rows in the CSV preview with why: an empty name, an unbalanced quote at its own line (issue 29)', async () => {
    const page = fixture.browser;
    const folder = mkdtempSync(path.join(tmpdir(), 'content-csv-'));
    try {
      const file = path.join(folder, 'teams.csv');
      // Line 3 has no name; line 4 opens a quote it never closes; lines 5 and 6 are good rows after it.
      writeFileSync(file, 'name,featured\nLukko,true\n,false\nTappara,"open\nIlves,false\nKärpät,true\n');
      await openAs(
        page,
        fixture.server.url,
        `/content/list/${listId}/data/import`,
        await fixture.server.tokenFor('admin'),
      );
      await page.$('[data-testid="table-import-file"]').waitForExist({ timeout: waitMs });
      await page.$('[data-testid="table-import-file"]').setValue(file);
      await page.$('[data-testid="table-import-preview"]').waitForDisplayed({ timeout: waitMs });
      const reasons = await page.$$('[data-testid="table-import-preview-refused"]').map((row) => row.getText());
      expect(reasons).to.have.length(2);
      expect(reasons[0]).to.match(/^3\s/).and.to.include('Refused: the Name is empty');
      expect(reasons[1]).to.match(/^4\s/).and.to.include('unbalanced quote');
      expect(await page.$$('[data-testid="table-import-preview-row"]').length).to.equal(3);
      const checked = await page.$('[data-testid="import-checked"]').getText();
      expect(checked).to.include('2 rows will be refused');
      expect(await page.$('[data-testid="import-start"]').getText()).to.include('Import 3 rows');
      await page.saveScreenshot(path.join(screenshots, 'import-preview-refused.png'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('uploads an image to an s3file field with the record and sees it ready', async () => {
    const page = fixture.browser;
    const folder = mkdtempSync(path.join(tmpdir(), 'content-e2e-'));
    try {
      const image = path.join(folder, 'crest.png');
      // A PNG signature and a few bytes: the studio stores what arrives, whatever it is.
      writeFileSync(
        image,
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048, 7)]),
      );
      await openAs(page, fixture.server.url, '/content/list/default', await fixture.server.tokenFor('admin'));
      await page.$('[data-testid="content-list-entry"]').waitForDisplayed({ timeout: waitMs });
      const graphics = await page.execute(
        () =>
          [...document.querySelectorAll('[data-testid="content-list-entry"]')]
            .find((entry) => (entry.textContent ?? '').includes('Match graphics'))
            ?.getAttribute('data-list-id') ?? '',
      );
      await openAs(
        page,
        fixture.server.url,
        `/content/list/${graphics}/data/new`,
        await fixture.server.tokenFor('admin'),
      );
      await typeInto(page, '[data-field="title"] input', 'Home crest');
      await page.$('[data-testid="record-file-image"]').setValue(image);
      await page.$('[data-testid="record-editor-save"]').click();
      await waitForPath(page, new RegExp(`^/content/list/${graphics}/data/edit/\\d+$`));
      await page.waitUntil(
        async () => (await page.$('[data-testid="record-file-status-image"]').getText()).includes('Status: ready'),
        { timeout: waitMs, timeoutMsg: 'the image did not turn ready' },
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("a developer's list editor refuses a UUID that is not 8-4-4-4-12 hex with 'UUID is invalid!'; only a developer copies JSON", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, `/content/list/${listId}`, await fixture.server.tokenFor('admin'));
    await page.$('[data-testid="content-records-row"]').waitForDisplayed({ timeout: waitMs });
    expect(await shown(page, '[data-testid="content-record-copy-json"]')).to.equal(false);
    await openAs(page, fixture.server.url, `/content/list/${listId}/edit`, await fixture.server.tokenFor('developer'));
    await page.$('[data-testid="list-uuid"]').waitForDisplayed({ timeout: waitMs });
    await typeInto(page, '[data-testid="list-uuid"]', '5f0c6a1e-7b2d-4c8e-9f3a-1d2e3f4a5b6');
    await page.$('[data-testid="list-editor-save"]').click();
    await page.$('[data-testid="list-refusal"]').waitForDisplayed({ timeout: waitMs });
    expect(await page.$('[data-testid="list-refusal"]').getText()).to.equal('UUID is invalid!');
    // Nothing is saved: Save and close stays in the editor, and no list toast comes.
    await page.$('[data-testid="list-editor-save-close"]').click();
    await page.pause(500);
    expect(await page.getUrl()).to.match(new RegExp(`/content/list/${listId}/edit$`));
    expect(await toastTitles(page)).to.not.include('List was updated!');
    await openAs(page, fixture.server.url, `/content/list/${listId}`, await fixture.server.tokenFor('developer'));
    await page.$('[data-testid="content-record-copy-json"]').waitForDisplayed({ timeout: waitMs });
  });

  it('a user-type account sees no admin_only field and no import buttons', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, `/content/list/${listId}`, await fixture.server.tokenFor('user'));
    await page.$('[data-testid="content-records-row"]').waitForDisplayed({ timeout: waitMs });
    for (const button of [
      'content-import',
      'content-json-import',
      'content-upload-files',
      'content-run-notify',
      'content-record-add',
      'content-bulk-hide',
    ])
      expect(await shown(page, `[data-testid="${button}"]`), button).to.equal(false);
    await page.saveScreenshot(path.join(screenshots, 'list-user.png'));
    await page.$(`[data-key="${recordId}"]`).click();
    await waitForPath(page, `/content/list/${listId}/data/edit/${recordId}`);
    await page.$('[data-field="name"]').waitForDisplayed({ timeout: waitMs });
    expect(await page.$('[data-field="name"]').getText()).to.include('Tappara');
    expect(await shown(page, '[data-field="note"]')).to.equal(true);
    expect(await shown(page, '[data-field="internal"]')).to.equal(false);
    // A user reads records but does not edit them (spec 3 §6): no Save in the sheet.
    expect(await shown(page, '[data-testid="record-editor-save"]')).to.equal(false);
    await page.saveScreenshot(path.join(screenshots, 'record-editor-user.png'));
  });
});
