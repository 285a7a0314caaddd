import { expect } from 'chai';
import type { Browser } from '../support/browser';
import { openAs } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';
import { storedValue } from '../support/stored-rows';

// Spec 2 §3 "Settings records used here by kind" (issue 29): the headend list shows its previews by the
// headend_preview setting, and the MTV compilation exports with the mtv_special_export form.

const waitMs = 30_000;

interface PreviewCell {
  readonly channel: string;
  readonly title: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
  readonly source: string;
}

const previewCells = (browser: Browser): Promise<PreviewCell[]> =>
  browser.execute(() =>
    [...document.querySelectorAll('[data-testid="headend-row"]')].flatMap((row) => {
      const preview = row.querySelector('[data-testid="headend-preview"]');
      if (!preview) return [];
      const frame = preview.querySelector('[data-testid="wall-preview"]')?.getBoundingClientRect();
      return [
        {
          channel: row.getAttribute('data-channel') ?? '',
          title: row.querySelector('td')?.textContent ?? '',
          url: preview.getAttribute('data-preview-url') ?? '',
          width: Math.round(frame?.width ?? 0),
          height: Math.round(frame?.height ?? 0),
          source: row.querySelector('[data-testid="headend-source"]')?.textContent ?? '',
        },
      ];
    }),
  );

describe('e2e: settings kinds headend_preview and mtv_special_export (spec 2 §3)', () => {
  const fixture = useConsoleFixture();
  const services = () => fixture.server.current.server.services;
  const settingNamed = async (name: string) => {
    const [setting] = await services().store.documents.settings.list(`body->>'name' = $1`, [name]);
    if (!setting) throw new Error(`no setting ${name}`);
    return setting;
  };
  const writeSetting = async (name: string, value: Record<string, unknown>): Promise<void> => {
    const setting = await settingNamed(name);
    const body = storedValue('settings', setting, { value });
    await services().store.db.write((tx) =>
      services().store.documents.settings.update(tx, setting.id, body, setting.state),
    );
  };

  it('the headend list previews each connected channel at the headend_preview setting, and follows its change', async () => {
    const { browser } = fixture;
    await openAs(browser, fixture.server.url, '/sysmonitor/headends', await fixture.server.tokenFor('admin'));
    await browser.$('th=Preview').waitForDisplayed({ timeout: waitMs });
    await browser.waitUntil(async () => (await previewCells(browser)).some((cell) => cell.url !== ''), {
      timeout: waitMs,
      timeoutMsg: 'no connected head-end channel got a preview',
    });
    const cells = await previewCells(browser);
    for (const cell of cells) {
      // The seeded setting: '/hls/live/{channel}/index.m3u8' at 320×180, loaded only while connected (spec 2 §4).
      expect(cell.url, cell.title).to.equal(cell.source === 'connected' ? `/hls/live/${cell.channel}/index.m3u8` : '');
      expect([cell.width, cell.height], cell.title).to.deep.equal([320, 180]);
    }

    await writeSetting('preview_1', { url: '/hls/live/{name}/index.m3u8', width: 400, height: 300 });
    const channels = await services().store.documents.channels.list();
    const names = new Map(channels.map((channel) => [channel.uuid, String(channel.body.name)]));
    await openAs(browser, fixture.server.url, '/sysmonitor/headends', await fixture.server.tokenFor('admin'));
    await browser.waitUntil(
      async () => (await previewCells(browser)).some((cell) => cell.url !== '' && cell.width === 400),
      { timeout: waitMs, timeoutMsg: 'the changed headend_preview setting was not applied' },
    );
    for (const cell of await previewCells(browser)) {
      expect([cell.width, cell.height], cell.title).to.deep.equal([400, 300]);
      if (cell.url !== '') expect(cell.url).to.equal(`/hls/live/${names.get(cell.channel) ?? ''}/index.m3u8`);
    }
  });

  it('without a headend_preview setting the list has no Preview column', async () => {
    const { browser } = fixture;
    const setting = await settingNamed('preview_1');
    await services().store.db.write((tx) =>
      services().store.documents.settings.update(
        tx,
        setting.id,
        storedValue('settings', setting, { type: 'system' }),
        setting.state,
      ),
    );
    await openAs(browser, fixture.server.url, '/sysmonitor/headends', await fixture.server.tokenFor('admin'));
    await browser.$('[data-testid="headend-row"]').waitForDisplayed({ timeout: waitMs });
    expect(await browser.$('th=Preview').isExisting()).to.equal(false);
  });

  it('the MTV compilation exports with the mtv_special_export form: its fields, its configuration, flagged mtv_special', async () => {
    const { browser } = fixture;
    const event = (await services().store.documents.events.list(`body->>'title' = $1`, ['HIFK – Tappara']))[0]?.uuid;
    await openAs(browser, fixture.server.url, `/cloudrec/event/${event}`, await fixture.server.tokenFor('cloudrec'));
    // The ordinary export menu does not offer the MTV record.
    await browser.$('button[role="tab"]*=All clips').waitForDisplayed({ timeout: waitMs });
    await browser.$('button[role="tab"]*=All clips').click();
    await browser.$('button[aria-label="Export Opening goal"]').waitForDisplayed({ timeout: waitMs });
    await browser.$('button[aria-label="Export Opening goal"]').click();
    await browser.$('[role="menuitem"]=Portal export').waitForDisplayed({ timeout: waitMs });
    expect(await browser.$('[role="menuitem"]=MTV special export').isExisting()).to.equal(false);
    await browser.keys('Escape');

    await browser.$('button[role="tab"]*=Exports').click();
    await browser.$('button=MTV compilation').click();
    const dialog = browser.$('[aria-label="MTV compilation"]');
    await dialog.waitForDisplayed({ timeout: waitMs });
    expect(await dialog.$('[data-testid="mtv-export-form"]').getText()).to.equal('MTV special export');
    // The form's own fields; Opening goal sends its pre-selected 1080p.
    await dialog.$('[data-field="episode"] input').setValue('12');
    await dialog.$('label*=Opening goal (1080p)').click();
    await dialog.$('[data-field="title"] input').clearValue();
    await dialog.$('[data-field="title"] input').setValue('Week 48 best of');
    await dialog.$('button=Export').click();
    await dialog.waitForDisplayed({ timeout: waitMs, reverse: true });

    const configuration = await settingNamed('export_mtv');
    const stored = await browser.waitUntil(
      async () => {
        const exports = await services().store.documents.clip_exports.list(`body->'meta'->>'title' = $1`, [
          'Week 48 best of',
        ]);
        return exports[0];
      },
      { timeout: waitMs, timeoutMsg: 'no MTV export was stored' },
    );
    expect(stored.body.meta).to.deep.include({ mtv_special: true, export_configuration_id: configuration.id });
    expect(stored.body.form_data).to.deep.include({ title: 'Week 48 best of', episode: 12 });
    const [clip] = (stored.body.clip_uuids as string[]) ?? [];
    const chosen = await services().store.documents.clips.getByUuid(clip ?? '');
    expect((chosen?.body.meta as { quality?: { name?: string } }).quality?.name).to.equal('hd1080');
  });

  it('without an mtv_special_export record the MTV compilation says so and sends nothing', async () => {
    const { browser } = fixture;
    const setting = await settingNamed('mtv_special_export');
    await services().store.db.write((tx) => services().store.documents.settings.remove(tx, setting.id));
    const event = (await services().store.documents.events.list(`body->>'title' = $1`, ['HIFK – Tappara']))[0]?.uuid;
    await openAs(browser, fixture.server.url, `/cloudrec/event/${event}`, await fixture.server.tokenFor('cloudrec'));
    await browser.$('button[role="tab"]*=Exports').waitForDisplayed({ timeout: waitMs });
    await browser.$('button[role="tab"]*=Exports').click();
    await browser.$('button=MTV compilation').click();
    const dialog = browser.$('[aria-label="MTV compilation"]');
    await dialog.waitForDisplayed({ timeout: waitMs });
    expect(await dialog.getText()).to.contain(
      'No MTV export is set up: an administrator adds an export_form setting named mtv_special_export.',
    );
    expect(await dialog.$('button=Export').isExisting()).to.equal(false);
    await dialog.$('button=Close').click();
  });
});
