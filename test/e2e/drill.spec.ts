import { expect } from 'chai';
import { byTestId, openAs, typeInto } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';
import { waitForToastTitle } from './support/toasts';

// The system monitor's Drill panel (issue 31 §2) against the studio server: an administrator starts and stops a
// fault drill; a user account is not offered the panel, and the server refuses system:drill to its socket.

const waitMs = 30_000;

describe('e2e: fault drills on /sysmonitor/drills (issue 31 §2)', () => {
  const fixture = useConsoleFixture();

  it('as an administrator: start a drill (listed with its time left), then stop it (gone)', async () => {
    const { browser } = fixture;
    await openAs(browser, fixture.server.url, '/sysmonitor/list', await fixture.server.tokenFor('admin'));
    await browser.$(byTestId('sysmonitor-tab-drills')).waitForExist({ timeout: waitMs });
    await browser.$(byTestId('sysmonitor-tab-drills')).click();
    await browser.$(byTestId('drill-none')).waitForDisplayed({ timeout: waitMs });

    await browser.$(byTestId('drill-channel')).click();
    await browser.$('[role="option"]=Studio 1').click();
    await browser.$(byTestId('drill-fault')).click();
    await browser.$('[role="option"]=Black (black picture)').click();
    await typeInto(browser, byTestId('drill-seconds'), '3');
    expect(await browser.$(byTestId('drill-start')).isEnabled(), '3 s is too short').to.equal(false);
    expect(await browser.$(byTestId('drill-seconds')).getAttribute('aria-invalid'), 'the field says so').to.equal(
      'true',
    );
    await typeInto(browser, byTestId('drill-seconds'), '120');
    await browser.$(byTestId('drill-start')).click();
    await waitForToastTitle(browser, 'Drill started');

    const row = browser.$(`${byTestId('drill-row')}[data-fault="black"]`);
    await row.waitForDisplayed({ timeout: waitMs });
    expect(await row.getText()).to.include('Studio 1');
    // The table names its columns with the house's header row (admin-kit TableHeaderRow).
    const headers = await browser.execute(() =>
      [...document.querySelectorAll('[data-testid="drill-list"] thead th')].map((cell) => cell.textContent),
    );
    expect(headers).to.deep.equal(['Channel', 'Fault', 'Time left', 'Actions']);
    const left = await row.$(byTestId('drill-time-left')).getText();
    expect(left).to.match(/^[12]:\d\d$/);

    await row.$(byTestId('drill-stop')).click();
    await waitForToastTitle(browser, 'Drill stopped');
    await browser.$(byTestId('drill-none')).waitForDisplayed({ timeout: waitMs });
    expect(await browser.$$(byTestId('drill-row')).length).to.equal(0);
  });

  it('as a user account: no Drill panel, and a push to system:drill from the page is refused by the server', async () => {
    const { browser } = fixture;
    await openAs(browser, fixture.server.url, '/sysmonitor/drills', await fixture.server.tokenFor('user'));
    await browser.$('body').waitForDisplayed({ timeout: waitMs });
    await browser.pause(1_000);
    expect(await browser.$(byTestId('drill-panel')).isExisting()).to.equal(false);
    expect(await browser.$(byTestId('drill-start')).isExisting()).to.equal(false);

    // The page's own session (its token from localStorage), speaking the console's protocol on a socket of its own.
    const replies = await browser.executeAsync((done: (replies: unknown[]) => void) => {
      const token = localStorage.getItem('studio.token') ?? '';
      void fetch('/config.json')
        .then((answer) => answer.json() as Promise<{ socketUrl: string; protocolVersion?: string }>)
        .then((config) => {
          const base = config.socketUrl.startsWith('/')
            ? `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${config.socketUrl}`
            : config.socketUrl;
          const socket = new WebSocket(
            `${base}/websocket?vsn=2.0.0&token=${encodeURIComponent(token)}&version=19.09.2023`,
          );
          const seen: unknown[] = [];
          socket.onmessage = (message) => {
            const frame = JSON.parse(String(message.data)) as [string | null, string | null, string, string, unknown];
            if (frame[3] !== 'phx_reply') return;
            seen.push(frame[4]);
            if (seen.length === 2) {
              socket.close();
              done(seen);
            }
          };
          socket.onopen = () => {
            socket.send(JSON.stringify(['1', '1', 'system:drill', 'phx_join', {}]));
            socket.send(
              JSON.stringify([
                '1',
                '2',
                'system:drill',
                'start',
                { channel_uuid: '00000000-0000-4000-8000-000000000000', fault: 'black', seconds: 30 },
              ]),
            );
          };
        });
    });
    expect(replies).to.deep.equal([
      { status: 'error', response: { reason: 'unauthorized' } },
      { status: 'error', response: { reason: 'unmatched topic' } },
    ]);
  });
});
