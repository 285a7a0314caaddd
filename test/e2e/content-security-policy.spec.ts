import { expect } from 'chai';
import { channelUuid } from '../../server/seed/demo-channels';
import type { Browser } from '../support/browser';
import { useConsoleFixture } from './support/console-fixture';
import { openAs } from './support/console-page';

// The console served by the studio server runs under its Content-Security-Policy (server/http/console-policy.ts,
// issue 28): the screens that load the most kinds of things (hls.js with its worker and MediaSource, WHEP to the
// WebRTC port, the socket, Fluent's run-time styles, uploaded files) work, and the browser reports no violation.

const waitMs = 30_000;

const videoPlaying = (browser: Browser, selector: string): Promise<boolean> =>
  browser.execute(
    (query: string) => [...document.querySelectorAll<HTMLVideoElement>(query)].some((video) => video.currentTime > 1),
    selector,
  );

describe('e2e: the console under its content security policy (issue 28)', function () {
  this.timeout(240_000);
  const fixture = useConsoleFixture();
  const violations: string[] = [];

  before(async () => {
    // Runs before the page's own scripts on every navigation, outside the page's policy.
    const script = await fixture.browser.addInitScript((emit: (violation: string) => void) => {
      document.addEventListener('securitypolicyviolation', (event) =>
        emit(`${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
      );
    });
    script.on('data', (violation) => violations.push(String(violation)));
  });

  it('the monitor wall plays its HLS previews (hls.js, its worker, MediaSource) with no violation', async () => {
    const { browser, server } = fixture;
    await openAs(browser, server.url, '/monitor/list', await server.tokenFor('admin'));
    await browser.waitUntil(() => videoPlaying(browser, '[data-testid="monitor-card"] video'), {
      timeout: waitMs,
      timeoutMsg: 'no preview played',
    });
    expect(violations).to.deep.equal([]);
  });

  it('a record editor shows its uploaded file with no violation', async () => {
    const { browser, server } = fixture;
    const { store } = server.current.server.services;
    const listType = await store.db.write((tx) =>
      store.documents.cms_list_types.insert(tx, {
        name: 'CSP posters',
        fields: [
          { name: 'title', type: 'text' },
          { name: 'poster', type: 's3file' },
        ],
      }),
    );
    const list = await store.db.write((tx) =>
      store.documents.cms_lists.insert(tx, { name: 'CSP posters', cms_list_type_id: listType.id, meta: {} }),
    );
    const record = await store.db.write((tx) =>
      store.documents.cms_list_data.insert(tx, { cms_list_id: list.id, data: { title: 'Final' } }),
    );
    const body = new FormData();
    body.append('poster', new Blob(['PNG'], { type: 'image/png' }), 'poster.png');
    const token = await server.tokenFor('admin');
    const answer = await fetch(`${server.url}/api/v1/content/upload/${record.id}`, {
      method: 'POST',
      headers: { authorization: token },
      body,
    });
    expect(answer.status).to.equal(200);
    await openAs(browser, server.url, `/content/list/${list.id}/data/edit/${record.id}`, token);
    const status = browser.$('[data-testid="record-file-status-poster"]');
    await status.waitForDisplayed({ timeout: waitMs });
    await browser.waitUntil(async () => (await status.getText()).startsWith('Status: ready'), { timeout: waitMs });
    expect(await status.$('a').getAttribute('href')).to.match(/^\/storage\/\d+\/[0-9a-f]{32}\/poster_\d+\.png$/);
    expect(violations).to.deep.equal([]);
  });

  it('the productions viewer plays over WHEP from the WebRTC port with no violation', async () => {
    const { browser, server } = fixture;
    const viewer = `/productions/${channelUuid('arena_a_cam1')}/view/program?control=true`;
    await openAs(browser, server.url, viewer, await server.tokenFor('admin'));
    await browser.waitUntil(
      async () => (await browser.$('[data-testid="production-viewer-video"]').getAttribute('data-state')) === 'running',
      { timeout: waitMs, timeoutMsg: 'the viewer never ran' },
    );
    expect(violations).to.deep.equal([]);
  });

  it('an injected inline script does not run, and is reported (the check above can fail)', async () => {
    const { browser } = fixture;
    const ran = await browser.execute(() => {
      const injected = document.createElement('script');
      injected.textContent = 'document.body.dataset.injected = "ran"';
      document.head.append(injected);
      return document.body.dataset.injected ?? 'blocked';
    });
    expect(ran).to.equal('blocked');
    await browser.waitUntil(async () => violations.length > 0, { timeout: waitMs, timeoutMsg: 'nothing reported' });
    expect(violations[0]).to.match(/^script-src-elem blocked inline/);
  });
});
