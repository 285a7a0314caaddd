import { expect } from 'chai';
import type { Browser } from '../support/browser';
import { connect, disconnect, join, push } from '../integration/support/phoenix-client';
import { openAs, submitLogin, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';
import { channelIdOfType, setAccountMeta } from './support/studio-data';

// The cloud recording pages against the studio server (spec 2 §2, §6): pages of 50 newest first with 'Load
// next 50' (clicked or scrolled into view), the event page's players really playing, and rec_readonly.

const waitMs = 30_000;
const demoLiveMatch = '/cloudrec/event/';

const recordingUuids = (browser: Browser): Promise<string[]> =>
  browser.execute(() =>
    [...document.querySelectorAll('[data-recording]')].map((row) => row.getAttribute('data-recording') ?? ''),
  );

describe('e2e: cloud recording (spec 2 §2)', () => {
  const fixture = useConsoleFixture();
  const bulk: string[] = [];

  before(async () => {
    const server = fixture.server;
    // 55 recordings from earlier today, on top of the demo's: more than one page of 50.
    const services = server.current.server.services;
    const source = await channelIdOfType(services, 'input');
    const destination = await channelIdOfType(services, 'output');
    const socket = await connect(server.current.socketUrl, await server.tokenFor('admin'));
    const create = await join(socket, 'events:create');
    const dayStart = Math.floor(Date.now() / 1000) - 20 * 3600;
    for (let index = 0; index < 55; index += 1) {
      const start = dayStart + index * 60;
      const reply = await push(create.channel, 'save', {
        event: {
          cached_start_time: start,
          cached_end_time: start + 50,
          channel_id: destination,
          title: `Recording ${String(index).padStart(2, '0')}`,
          subtitle: 'Bulk',
          event_group: { channel_id: source },
        },
      });
      expect(reply.status, JSON.stringify(reply.response)).to.equal('ok');
      bulk.push((reply.response as { data: { uuid: string } }).data.uuid);
    }
    await disconnect(socket);
  });

  it('a cloudrec account lands on /cloudrec/list after login', async () => {
    await fixture.browser.url(`${fixture.server.url}/login`);
    await submitLogin(fixture.browser, 'cloudrec@demo.local', 'demo1234');
    await waitForPath(fixture.browser, '/cloudrec/list');
  });

  it('lists 50 recordings newest first, and the next 50 when Load next 50 scrolls into view', async () => {
    await openAs(fixture.browser, fixture.server.url, '/cloudrec', await fixture.server.tokenFor('admin'));
    await waitForPath(fixture.browser, '/cloudrec/list');
    await fixture.browser.waitUntil(async () => (await recordingUuids(fixture.browser)).length === 50, {
      timeout: waitMs,
      timeoutMsg: 'the first page did not show 50 recordings',
    });
    const first = await recordingUuids(fixture.browser);
    // The newest bulk recordings come first (the demo's later events of today are above them).
    const newestBulk = [...bulk].reverse();
    expect(first.filter((uuid) => bulk.includes(uuid)).slice(0, 5)).to.deep.equal(newestBulk.slice(0, 5));
    const button = fixture.browser.$('button=Load next 50');
    await button.waitForExist({ timeout: waitMs });
    await button.scrollIntoView();
    await fixture.browser.waitUntil(async () => (await recordingUuids(fixture.browser)).length > 50, {
      timeout: waitMs,
      timeoutMsg: 'the second page did not arrive',
    });
    const all = await recordingUuids(fixture.browser);
    expect(all.slice(0, 50)).to.deep.equal(first);
    expect(new Set(all).size).to.equal(all.length);
    expect(all).to.include.members(bulk);
  });

  it('searches the loaded recordings by title', async () => {
    await fixture.browser.$('input[aria-label="Search recordings"]').setValue('Recording 07');
    await fixture.browser.waitUntil(async () => (await recordingUuids(fixture.browser)).length === 1, {
      timeout: waitMs,
      timeoutMsg: 'the search did not narrow the list',
    });
    expect(await recordingUuids(fixture.browser)).to.deep.equal([bulk[7]]);
  });

  it('opens a running event: the live view really plays (currentTime advances) and Back returns to the list', async () => {
    const live = await fixture.server.current.server.services.store.documents.events.list(`body->>'title' = $1`, [
      'Tappara – Kärpät',
    ]);
    const uuid = live[0]?.uuid ?? '';
    await openAs(
      fixture.browser,
      fixture.server.url,
      `${demoLiveMatch}${uuid}`,
      await fixture.server.tokenFor('admin'),
    );
    await fixture.browser.$('section[aria-label="Video on demand"]').waitForDisplayed({ timeout: waitMs });
    const liveVideo = fixture.browser.$('section[aria-label="Live"] video');
    await liveVideo.waitForExist({ timeout: waitMs });
    await fixture.browser.waitUntil(
      async () =>
        (await fixture.browser.execute(
          () =>
            (document.querySelector('section[aria-label="Live"] video') as HTMLVideoElement | null)?.currentTime ?? 0,
        )) > 1,
      {
        timeout: waitMs,
        timeoutMsg: 'the live video did not play',
      },
    );
    expect(
      await fixture.browser.execute(
        () => (document.querySelector('section[aria-label="Live"] video') as HTMLVideoElement).volume,
      ),
    ).to.be.below(0.1);
    await fixture.browser.$('table[aria-label="Clips"]').waitForDisplayed({ timeout: waitMs });
    await fixture.browser.$('button=< Back to list').click();
    await waitForPath(fixture.browser, '/cloudrec/list');
  });

  it("an event link's start/end window shows under the title and opens as the video editor's in and out points", async () => {
    const [live] = await fixture.server.current.server.services.store.documents.events.list(`body->>'title' = $1`, [
      'Tappara – Kärpät',
    ]);
    const start = Number(live?.body.cached_start_time);
    await openAs(
      fixture.browser,
      fixture.server.url,
      `${demoLiveMatch}${live?.uuid ?? ''}?start=${start + 125}&end=${start + 310}`,
      await fixture.server.tokenFor('admin'),
    );
    await fixture.browser.$('[data-testid="recording-window"]').waitForDisplayed({ timeout: waitMs });
    expect(await fixture.browser.$('[data-testid="recording-window"]').getText()).to.match(
      /^Window \d\d\.\d\d\.\d{4} \d\d:\d\d – \d\d:\d\d$/,
    );
    const points = fixture.browser.$('section[aria-label="Video on demand"] [data-testid="clip-points"]');
    await fixture.browser.waitUntil(async () => (await points.getText()) === 'In 00:02:05 · Out 00:05:10', {
      timeout: waitMs,
      timeoutMsg: `the points are ${await points.getText()}`,
    });
    // The player opens at the in point, not at the start of the recording.
    const position = async (): Promise<number> =>
      fixture.browser.execute(
        () =>
          document.querySelector<HTMLVideoElement>('section[aria-label="Video on demand"] video')?.currentTime ?? -1,
      );
    await fixture.browser.waitUntil(async () => (await position()) >= 124, {
      timeout: waitMs,
      timeoutMsg: 'the player did not open at the in point',
    });
    await fixture.browser.$('section[aria-label="Video on demand"]').$('button=Save clip').click();
    const editor = fixture.browser.$('[aria-label="Clip editor"]');
    await editor.waitForDisplayed({ timeout: waitMs });
    expect(await editor.getText()).to.include('00:02:05 – 00:05:10');
    await fixture.browser.keys('Escape');
  });

  it('rec_readonly: no video panels, no filter tabs, all clips', async () => {
    await setAccountMeta(fixture.server.current.server.services, 'cloudrec', { rec_readonly: true });
    const event = await fixture.server.current.server.services.store.documents.events.list(`body->>'title' = $1`, [
      'Kärpät – Ilves',
    ]);
    await openAs(
      fixture.browser,
      fixture.server.url,
      `${demoLiveMatch}${event[0]?.uuid ?? ''}`,
      await fixture.server.tokenFor('cloudrec'),
    );
    await fixture.browser.$('table[aria-label="Clips"]').waitForDisplayed({ timeout: waitMs });
    await fixture.browser.waitUntil(async () => (await fixture.browser.$$('tr[data-clip-group]').length) > 0, {
      timeout: waitMs,
      timeoutMsg: 'no clips listed',
    });
    expect(await fixture.browser.$('section[aria-label="Video on demand"]').isExisting()).to.equal(false);
    expect(await fixture.browser.$('section[aria-label="Live"]').isExisting()).to.equal(false);
    expect(await fixture.browser.$('[aria-label="Clip filter"]').isExisting()).to.equal(false);
    expect(await fixture.browser.$('button=Edit').isExisting()).to.equal(false);
  });
});
