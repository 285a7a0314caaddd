import { expect } from 'chai';
import type { Browser } from '../support/browser';
import { byTestId, openAs, submitLogin, typeInto, waitForPath } from './support/console-page';
import { useConsoleFixture } from './support/console-fixture';
import { waitForToast } from './support/toasts';

const waitMs = 20_000;

const toolbarTexts = async (page: Browser): Promise<string[]> => {
  await page.$('[data-testid="settings-toolbar"] button').waitForDisplayed({ timeout: waitMs });
  return page.execute(() =>
    [...document.querySelectorAll('[data-testid="settings-toolbar"] button')].map((button) =>
      (button.textContent ?? '').replace('▾', '').trim(),
    ),
  );
};

const rowKeys = async (page: Browser, prefix: string): Promise<string[]> =>
  page.execute(
    (selector: string) => [...document.querySelectorAll(selector)].map((row) => row.textContent ?? ''),
    `[data-testid="${prefix}-row"]`,
  );

describe('e2e: settings area (spec 3 §2.2, §5, §6)', () => {
  const fixture = useConsoleFixture();

  it("an admin's toolbar: List Types, External devices, Profile menu, Accounts, Groups — no Settings or Maintenance", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/settings', await fixture.server.tokenFor('admin'));
    await waitForPath(page, '/settings/profile');
    expect(await toolbarTexts(page)).to.deep.equal(['List Types', 'External devices', 'Profile', 'Accounts', 'Groups']);
  });

  it("an admin's account type choices are only group_admin, user and cloudrec", async () => {
    const page = fixture.browser;
    await page.$('[data-testid="settings-tab-accounts"]').click();
    await waitForPath(page, '/settings/accounts');
    await page.$('[data-testid="accounts-row"]').waitForDisplayed({ timeout: waitMs });
    const listed = (await rowKeys(page, 'accounts')).join('\n');
    expect(listed).to.include('admin@demo.local');
    expect(listed).to.not.include('root@demo.local');
    expect(listed).to.not.include('developer@demo.local');
    await page.$('[data-testid="accounts-add"]').click();
    await waitForPath(page, '/settings/accounts/new');
    const choices = await page.execute(() =>
      [...document.querySelectorAll('[data-testid="account-type"] option')].map(
        (option) => (option as HTMLOptionElement).value,
      ),
    );
    expect(choices).to.deep.equal(['group_admin', 'user', 'cloudrec']);
  });

  it("a short password shows 'Password too short!' and saves nothing", async () => {
    const page = fixture.browser;
    await typeInto(page, byTestId('account-email'), 'short@demo.local');
    await typeInto(page, byTestId('account-password'), 'abc');
    await typeInto(page, byTestId('account-password-confirm'), 'abc');
    await page.$('[data-testid="account-editor-save"]').click();
    const refusal = page.$('[data-testid="account-refusal"]');
    await refusal.waitForDisplayed({ timeout: waitMs });
    expect(await refusal.getText()).to.equal('Password too short!');
    expect(await page.$('[data-testid="account-email"]').getValue()).to.equal('short@demo.local');
    await waitForPath(page, '/settings/accounts/new');
  });

  it("a mismatch says 'Passwords dont't match!' and clears both fields", async () => {
    const page = fixture.browser;
    await typeInto(page, byTestId('account-password'), 'abcdefg');
    await typeInto(page, byTestId('account-password-confirm'), 'abcdefh');
    await page.$('[data-testid="account-editor-save"]').click();
    await page.waitUntil(
      async () => (await page.$('[data-testid="account-refusal"]').getText()) === "Passwords dont't match!",
      {
        timeout: waitMs,
      },
    );
    expect(await page.$('[data-testid="account-password"]').getValue()).to.equal('');
    expect(await page.$('[data-testid="account-password-confirm"]').getValue()).to.equal('');
  });

  it('an admin creates a user account with a generated password, and that account signs in', async () => {
    const page = fixture.browser;
    await typeInto(page, byTestId('account-email'), 'new.operator@demo.local');
    await typeInto(page, byTestId('account-name'), 'New');
    await page.$('[data-testid="account-type"]').selectByAttribute('value', 'user');
    await page.$('[data-testid="account-generate-password"]').click();
    const password = await page.$('[data-testid="account-password"]').getValue();
    expect(password).to.match(/^[A-Za-z0-9]{12}$/);
    expect(await page.$('[data-testid="account-password-confirm"]').getValue()).to.equal(password);
    await page.$('[data-testid="account-editor-save"]').click();
    await waitForToast(page, 'Account was created!');
    await waitForPath(page, /^\/settings\/accounts\/edit\/\d+$/);
    await page.waitUntil(async () => (await rowKeys(page, 'accounts')).join('\n').includes('new.operator@demo.local'), {
      timeout: waitMs,
      timeoutMsg: 'the created account is not listed',
    });

    await openAs(page, fixture.server.url, '/login', undefined);
    await submitLogin(page, 'new.operator@demo.local', password);
    await waitForPath(page, /^\/dashboard/);
  });

  it("an admin resets that account's password with their own password, and the account signs in with the new one", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/settings/accounts', await fixture.server.tokenFor('admin'));
    const row = page.$('//*[@data-testid="accounts-row"][contains(., "new.operator@demo.local")]');
    await row.waitForDisplayed({ timeout: waitMs });
    await row.click();
    await waitForPath(page, /^\/settings\/accounts\/edit\/\d+$/);
    const own = page.$(byTestId('account-own-password'));
    expect(await own.isExisting(), 'asked only once a new password is typed').to.equal(false);
    await typeInto(page, byTestId('account-password'), 'fresh-start-7');
    await typeInto(page, byTestId('account-password-confirm'), 'fresh-start-7');
    await own.waitForDisplayed({ timeout: waitMs });
    await page.$(byTestId('account-editor-save')).click();
    const refusal = page.$(byTestId('account-refusal'));
    await refusal.waitForDisplayed({ timeout: waitMs });
    expect(await refusal.getText()).to.equal('Enter your own password to reset this password.');
    await typeInto(page, byTestId('account-own-password'), 'not-my-password');
    await page.$(byTestId('account-editor-save')).click();
    await page.waitUntil(async () => (await refusal.getText()) === 'Your own password is not right.', {
      timeout: waitMs,
      timeoutMsg: 'a wrong own password is not said',
    });
    await typeInto(page, byTestId('account-own-password'), 'demo1234');
    await page.$(byTestId('account-editor-save')).click();
    await waitForToast(page, 'Account was updated!');

    await openAs(page, fixture.server.url, '/login', undefined);
    await submitLogin(page, 'new.operator@demo.local', 'fresh-start-7');
    await waitForPath(page, /^\/dashboard/);
  });

  it('a taken e-mail says the address is taken, and keeps what was typed (issue 29)', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/settings/accounts/new', await fixture.server.tokenFor('admin'));
    await typeInto(page, byTestId('account-email'), 'User@demo.local');
    await page.$('[data-testid="account-generate-password"]').click();
    await page.$('[data-testid="account-editor-save"]').click();
    const failure = page.$(byTestId('account-editor-failure'));
    await failure.waitForDisplayed({ timeout: waitMs });
    expect(await failure.getText()).to.include('this e-mail address is already taken by another account');
    expect(await failure.getText()).to.not.include('invalid');
    await waitForToast(page, 'Unable to create/update account!');
    expect(await page.$(byTestId('account-email')).getValue()).to.equal('User@demo.local');
  });

  it("an admin sets an account's settings: recordings read-only, default group, wall channels (issue 29)", async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/settings/accounts', await fixture.server.tokenFor('admin'));
    const row = page.$('//*[@data-testid="accounts-row"][contains(., "new.operator@demo.local")]');
    await row.waitForDisplayed({ timeout: waitMs });
    await row.click();
    await waitForPath(page, /^\/settings\/accounts\/edit\/\d+$/);
    // The switch's input is see-through over its track (Fluent): it exists rather than shows, and takes the click.
    const readOnly = page.$('[data-testid="account-rec-readonly"]');
    await readOnly.waitForExist({ timeout: waitMs });
    expect(await readOnly.isSelected()).to.equal(false);
    await readOnly.click();
    const groups = page.$('[data-testid="account-default-group"]');
    const options = await groups.$$('option').map((option) => option.getText());
    expect(options[0]).to.equal('None');
    expect(options.length).to.be.greaterThan(1);
    await groups.selectByIndex(1);
    const chosenGroup = await groups.getValue();
    expect(await page.$('[data-testid="account-monitor-default"]').getText()).to.include('Not set');
    await page.$('[data-testid="account-monitor-filter"] input[type="checkbox"]').click();
    await page.$('[data-testid="account-monitor-reset"]').waitForDisplayed({ timeout: waitMs });
    // The multiview choices are today's events, as on the multiview wall (the demo has events running now).
    await page.$('[data-testid="account-multiview-filter"] input[type="checkbox"]').waitForExist({ timeout: waitMs });
    await page.$(byTestId('account-editor-save')).click();
    await waitForToast(page, 'Account was updated!');
    // Reopened from the list: what the server stored, not what the form held.
    await openAs(page, fixture.server.url, '/settings/accounts', await fixture.server.tokenFor('admin'));
    await row.waitForDisplayed({ timeout: waitMs });
    await row.click();
    await readOnly.waitForExist({ timeout: waitMs });
    expect(await readOnly.isSelected()).to.equal(true);
    expect(await groups.getValue()).to.equal(chosenGroup);
    const ticked = await page.$$('[data-testid="account-monitor-filter"] input[type="checkbox"]:checked').length;
    expect(ticked).to.equal(1);
  });

  it('archive and unarchive a group: the list follows the state filter and greys archived rows', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/settings/groups', await fixture.server.tokenFor('admin'));
    const first = page.$('[data-testid="groups-row"]');
    await first.waitForDisplayed({ timeout: waitMs });
    const key = await first.getAttribute('data-key');
    await first.click();
    await waitForPath(page, `/settings/groups/edit/${key}`);
    const archive = page.$('[data-testid="group-editor-archive"]');
    await archive.waitForDisplayed({ timeout: waitMs });
    expect(await archive.getText()).to.equal('Archive');
    await archive.click();
    await waitForToast(page, 'Group was updated!');
    await page.waitUntil(async () => (await archive.getText()) === 'Unarchive', { timeout: waitMs });
    // Active is the default filter: the archived group has left the list.
    await page.waitUntil(async () => !(await page.$(`[data-testid="groups-row"][data-key="${key}"]`).isExisting()), {
      timeout: waitMs,
      timeoutMsg: 'the archived group is still listed under Active',
    });
    await page.$('[data-testid="groups-state"]').selectByAttribute('value', 'archived');
    const archivedRow = page.$(`[data-testid="groups-row"][data-key="${key}"]`);
    await archivedRow.waitForDisplayed({ timeout: waitMs });
    expect(await archivedRow.getAttribute('data-archived')).to.equal('true');
    await archive.click();
    await page.waitUntil(async () => (await archive.getText()) === 'Archive', { timeout: waitMs });
    await page.waitUntil(async () => !(await archivedRow.isExisting()), { timeout: waitMs });
  });

  it('an edit route naming no record says so, for a group and for an account the admin may not see', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/settings/groups/edit/99999', await fixture.server.tokenFor('admin'));
    const missing = page.$('[data-testid="group-editor-missing"]');
    await missing.waitForDisplayed({ timeout: waitMs });
    expect(await missing.getText()).to.equal('There is no group 99999.');
    expect(await page.$('[data-testid="group-editor-save"]').isExisting()).to.equal(false);
    // Root's account is outside an admin's list (spec 3 §6): its editor does not open either.
    const [root] = await fixture.server.current.server.services.store.documents.accounts.list(
      "body->>'email' = 'root@demo.local'",
    );
    const rootId = root?.id ?? 0;
    await openAs(page, fixture.server.url, `/settings/accounts/edit/${rootId}`, await fixture.server.tokenFor('admin'));
    const hidden = page.$('[data-testid="account-editor-missing"]');
    await hidden.waitForDisplayed({ timeout: waitMs });
    expect(await hidden.getText()).to.equal(`There is no account ${rootId}.`);
  });

  it('root creates a settings record, which then has its name fixed, and edits it', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/settings/settings', await fixture.server.tokenFor('root'));
    expect(await toolbarTexts(page)).to.deep.equal([
      'Settings',
      'List Types',
      'External devices',
      'Profile',
      'Accounts',
      'Groups',
      'Maintenance',
    ]);
    await page.$('[data-testid="settings-row"]').waitForDisplayed({ timeout: waitMs });
    expect(await page.$('[data-testid="settings-row"]').getText()).to.match(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);
    await page.$('[data-testid="settings-add"]').click();
    await typeInto(page, byTestId('setting-name'), 'e2e_setting');
    await typeInto(page, byTestId('setting-title'), 'First title');
    await page.$('[data-testid="setting-editor-save"]').click();
    await waitForToast(page, 'Setting was created!');
    await waitForPath(page, /^\/settings\/settings\/edit\/\d+$/);
    expect(await page.$('[data-testid="setting-name"]').getAttribute('readonly')).to.not.equal(null);
    await typeInto(page, byTestId('setting-title'), 'Second title');
    await page.$('[data-testid="setting-editor-save-close"]').click();
    await waitForToast(page, 'Setting was updated!');
    await waitForPath(page, '/settings/settings');
    await typeInto(page, byTestId('settings-search'), 'e2e_setting');
    await page.waitUntil(async () => (await rowKeys(page, 'settings')).some((row) => row.includes('Second title')), {
      timeout: waitMs,
      timeoutMsg: 'the edited title is not listed',
    });
  });

  it('root builds a running order: mixer cut takes no duration, fade needs one, and the order saves (spec 3 §5)', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/settings/running_orders/new', await fixture.server.tokenFor('root'));
    await typeInto(page, byTestId('running-order-name'), 'E2E opening');
    await page.$('[data-testid="running-order-add-item"]').click();
    const action = page.$('select[data-testid="running-order-action"], [data-testid="running-order-action"] select');
    const type = page.$('select[data-testid="running-order-type"], [data-testid="running-order-type"] select');
    await action.selectByVisibleText('mixer');
    await type.selectByVisibleText('cut');
    expect(await page.$('[data-testid="running-order-duration"]').isExisting()).to.equal(false);
    await type.selectByVisibleText('fade');
    await page.$('[data-testid="running-order-refusal"]').waitForDisplayed({ timeout: waitMs });
    expect(await page.$('[data-testid="running-order-refusal"]').getText()).to.include(
      'a duration in milliseconds is needed',
    );
    await typeInto(page, byTestId('running-order-duration'), '750');
    await page.$('[data-testid="running-order-refusal"]').waitForExist({ reverse: true, timeout: waitMs });
    await page.$('[data-testid="running-order-editor-save"]').click();
    await waitForToast(page, 'Running order was created!');
    await waitForPath(page, /^\/settings\/running_orders\/edit\/\d+$/);
    await page.$('[data-testid="running-order-editor-save-close"]').click();
    await waitForPath(page, '/settings/running_orders');
    await page.waitUntil(
      async () => (await rowKeys(page, 'running-orders')).some((row) => row.includes('E2E opening')),
      {
        timeout: waitMs,
        timeoutMsg: 'the new running order is not listed',
      },
    );
  });

  it('an admin creates a list type with an admin-only, show-conditioned field, kept as typed after a reopen', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/settings/list_types/new', await fixture.server.tokenFor('admin'));
    await typeInto(page, byTestId('list-type-name'), 'e2e_scores');
    await page.$('[data-testid="list-type-add-field"]').click();
    const input = (label: string) =>
      page.$(`//div[@data-testid="list-type-field"]//label[normalize-space()="${label}"]/following::input[1]`);
    await input('Name').setValue('secret_note');
    await input('Title').setValue('Secret note');
    await input('Show when (JSON)').setValue('{"kind": ["goal"]}');
    const adminOnlyLabel = '//div[@data-testid="list-type-field"]//label[normalize-space()="Admin only"]';
    const adminOnly = page.$(adminOnlyLabel);
    await adminOnly.scrollIntoView({ block: 'center' });
    await adminOnly.click();
    await page.$('[data-testid="list-type-editor-save"]').click();
    await waitForToast(page, 'List type was created!');
    await waitForPath(page, /^\/settings\/list_types\/edit\/\d+$/);
    const path = new URL(await page.getUrl()).pathname;
    await openAs(page, fixture.server.url, path, await fixture.server.tokenFor('admin'));
    await page.$('[data-testid="list-type-field"]').waitForDisplayed({ timeout: waitMs });
    expect(await input('Name').getValue()).to.equal('secret_note');
    expect(await input('Show when (JSON)').getValue()).to.match(/"kind":\s*\[\s*"goal"\s*\]/);
    const adminOnlyBox = page.$(`#${await page.$(adminOnlyLabel).getAttribute('for')}`);
    expect(await adminOnlyBox.isSelected()).to.equal(true);
  });

  it('a user sees Profile and Sessions buttons, and the Settings tab says it is not available', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/settings/settings', await fixture.server.tokenFor('user'));
    expect(await toolbarTexts(page)).to.deep.equal(['Profile', 'Sessions']);
    await page.$('[data-testid="settings-refused"]').waitForDisplayed({ timeout: waitMs });
  });
});
