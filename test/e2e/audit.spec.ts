import { expect } from 'chai';
import { connect, disconnect, join, push } from '../integration/support/phoenix-client';
import { type Browser } from '../support/browser';
import { openAs, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';

const accountsOf = async (page: Browser): Promise<string[]> =>
  Promise.all(await page.$$('[data-testid="audit-account"]').map((cell) => cell.getText()));

describe('e2e: audit view (issue 7 "Audit view")', () => {
  const fixture = useConsoleFixture();

  it('an admin lists commands of two accounts from audit:all, filters by account and exports CSV', async () => {
    // Two other accounts issue commands over the socket: a user pings its profile, a device admin saves a running
    // order. (A developer's rows reach an admin without its e-mail: the accounts list hides developers, issue 28.)
    for (const [type, topic, event, payload] of [
      ['user', 'profile:{token}', 'ping', {}],
      ['device_admin', 'running_orders:create', 'save', { running_order: { name: 'Audit e2e order', items: [] } }],
    ] as const) {
      const token = await fixture.server.tokenFor(type);
      const socket = await connect(fixture.server.current.socketUrl, token);
      const joined = await join(socket, topic.replace('{token}', token));
      expect(joined.reply.status, `${type} joins ${topic}`).to.equal('ok');
      await push(joined.channel, event, payload);
      await disconnect(socket);
    }
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/audit', await fixture.server.tokenFor('admin'));
    await waitForPath(page, '/audit/commands');
    const label = await page.$('[data-testid="audit-source"]');
    await label.waitUntil(async () => (await label.getText()).includes('studio server'), {
      timeout: 20_000,
      timeoutMsg: 'server source',
    });
    await (await page.$('[data-testid="audit-page-size"]')).selectByAttribute('value', '0');
    await page.waitUntil(
      async () => {
        const accounts = await accountsOf(page);
        return accounts.includes('user@demo.local') && accounts.includes('device_admin@demo.local');
      },
      { timeout: 20_000, timeoutMsg: 'both accounts listed' },
    );

    await (await page.$('[data-testid="audit-filter-account"]')).selectByAttribute('value', 'user@demo.local');
    await page.waitUntil(
      async () => {
        const accounts = await accountsOf(page);
        return accounts.length > 0 && accounts.every((account) => account === 'user@demo.local');
      },
      { timeout: 10_000, timeoutMsg: 'only the user rows' },
    );

    await (await page.$('[data-testid="audit-export-csv"]')).click();
    const link = await page.$('a[data-testid="audit-download"]');
    await link.waitForExist({ timeout: 10_000 });
    const csv = await page.executeAsync((done: (text: string) => void) => {
      const anchor = document.querySelector<HTMLAnchorElement>('a[data-testid="audit-download"]');
      void fetch(anchor?.href ?? '')
        .then((answer) => answer.text())
        .then(done, (error: Error) => done(`failed: ${error.message}`));
    });
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).to.equal('time,account,command,target,payload,outcome,reason,latency_ms');
    expect(lines.length).to.be.greaterThan(1);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'user@demo.local')).to.equal(true);
    expect(csv).to.include('ping');
  });

  it('Load older pages in rows beyond the latest 200 the server sends at first', async () => {
    const { store } = fixture.server.current.server.services;
    const at = new Date(Date.now() - 86_400_000);
    for (let index = 0; index < 230; index += 1) {
      await store.db.write((tx) =>
        store.audit.append(tx, {
          at,
          accountId: undefined,
          accountEmail: 'bulk@demo.local',
          topic: 'control',
          event: `bulk_${index}`,
          payload: {},
          outcome: 'ok',
          reason: undefined,
          latencyMs: 1,
        }),
      );
    }
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/audit', await fixture.server.tokenFor('admin'));
    const count = await page.$('[data-testid="audit-count"]');
    // init brings 200; the admin console's own pushes may append a few while the page loads.
    await count.waitUntil(async () => / of 20\d commands$/.test(await count.getText()), {
      timeout: 20_000,
      timeoutMsg: 'the first 200 rows',
    });
    const older = await page.$('[data-testid="audit-load-older"]');
    await older.waitForDisplayed({ timeout: 10_000 });
    await older.click();
    await page.waitUntil(
      async () => {
        const total = Number(/ of (\d+) commands$/.exec(await count.getText())?.[1] ?? 0);
        // At least the 30 bulk rows beyond the first 200 (the `older` push's own append adds only one).
        return total >= 230;
      },
      { timeout: 20_000, timeoutMsg: `older rows did not arrive: ${await count.getText()}` },
    );
    // Every row is held now (fewer than 200 were older): the button goes.
    await page.waitUntil(async () => !(await page.$('[data-testid="audit-load-older"]').isExisting()), {
      timeout: 10_000,
      timeoutMsg: 'Load older still offered',
    });
  });

  it('page size All with 5,000 rows draws only the rows in view; an opened payload pushes the next row down; scrolling draws later rows', async () => {
    const { store } = fixture.server.current.server.services;
    // One statement: many_0001 is the newest (a second old) and many_5000 the oldest, all well within retention.
    await store.db.write((tx) =>
      tx.query(`
      insert into audit (at, account_id, account_email, topic, event, payload, outcome, reason, latency_ms)
      select now() - make_interval(secs => n), null, 'many@demo.local', 'control', 'many_' || lpad(n::text, 4, '0'),
             jsonb_build_object('n', n, 'note', repeat('a long argument ', 12)), 'ok', null, 1
      from generate_series(1, 5000) as n`),
    );
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/audit', await fixture.server.tokenFor('admin'));
    const count = await page.$('[data-testid="audit-count"]');
    const totalOf = async (): Promise<number> => Number(/ of (\d+) commands$/.exec(await count.getText())?.[1] ?? 0);
    await count.waitUntil(async () => (await totalOf()) >= 200, { timeout: 20_000, timeoutMsg: 'the first 200 rows' });
    // The server hands 200 rows at a time: page back until every seeded row is held.
    for (let pages = 0; await page.$('[data-testid="audit-load-older"]').isExisting(); pages += 1) {
      expect(pages, 'pages of older rows').to.be.below(40);
      const before = await totalOf();
      await (await page.$('[data-testid="audit-load-older"]')).click();
      await page.waitUntil(
        async () => (await totalOf()) > before || !(await page.$('[data-testid="audit-load-older"]').isExisting()),
        { timeout: 20_000, timeoutMsg: `no older rows after ${before}` },
      );
    }
    await (await page.$('[data-testid="audit-page-size"]')).selectByAttribute('value', '0');
    await (await page.$('[data-testid="audit-filter-account"]')).selectByAttribute('value', 'many@demo.local');
    await count.waitUntil(async () => (await count.getText()).startsWith('5000 of '), {
      timeout: 20_000,
      timeoutMsg: 'the 5,000 seeded rows',
    });
    expect(await (await page.$('[data-testid="audit-table"]')).getAttribute('aria-rowcount')).to.equal('5001');

    // The command column of every row element in the page.
    const drawn = (): Promise<string[]> =>
      page.execute(() =>
        Array.from(
          document.querySelectorAll('[data-testid="audit-row"]'),
          (row) => row.querySelectorAll('[role="cell"]')[2]?.textContent ?? '',
        ),
      );
    const first = await drawn();
    expect(first.slice(0, 5)).to.deep.equal(['many_0001', 'many_0002', 'many_0003', 'many_0004', 'many_0005']);
    expect(first.length, 'row elements for 5,000 rows').to.be.below(200);

    await (await page.$('[data-testid="audit-row"] summary')).click();
    await page.waitUntil(
      () =>
        page.execute(() => {
          const [opened, next] = Array.from(document.querySelectorAll('[data-testid="audit-row"]'), (row) =>
            row.getBoundingClientRect(),
          );
          return opened !== undefined && next !== undefined && opened.height > 100 && next.top >= opened.bottom - 1;
        }),
      { timeout: 10_000, timeoutMsg: 'the opened payload overlaps the next row' },
    );

    await page.execute(() => {
      const rows = document.querySelector('[data-testid="audit-rows"]');
      if (rows) rows.scrollTop = rows.scrollHeight;
    });
    await page.waitUntil(async () => (await drawn()).includes('many_5000'), {
      timeout: 10_000,
      timeoutMsg: 'the last row after scrolling to the end',
    });
    const last = await drawn();
    expect(last).not.to.include('many_0001');
    expect(last.length, 'row elements at the end').to.be.below(200);
    const lastIndex = await page.execute(() =>
      Array.from(document.querySelectorAll('[data-testid="audit-row"]')).at(-1)?.getAttribute('aria-rowindex'),
    );
    expect(lastIndex).to.equal('5001');
  });
});
