import { expect } from 'chai';
import { ensureBundle } from '../../tools/build/ensure-bundle';
import { openBrowser, screenshotOnFailure, type Browser } from '../support/browser';
import { serveFolder } from '../support/static-server';

describe('e2e: the built console boots in Chromium', () => {
  let browser: Browser | undefined;
  let site: Awaited<ReturnType<typeof serveFolder>> | undefined;

  before(async () => {
    site = await serveFolder(ensureBundle());
    browser = await openBrowser();
  });
  afterEach(async function () {
    await screenshotOnFailure(browser, this.currentTest);
  });
  after(async () => {
    await browser?.deleteSession();
    await site?.close();
  });

  it('renders the Fluent dark provider and, signed out, the login page with the redirect query', async () => {
    await browser!.url(`${site!.url}/dashboard`);
    const heading = await browser!.$('h1');
    await heading.waitForDisplayed({ timeout: 15000 });
    expect(await heading.getText()).to.equal('Login');
    expect(new URL(await browser!.getUrl()).search).to.equal('?redirect=%2Fdashboard');
    expect(await browser!.$('.fui-FluentProvider').isExisting()).to.equal(true);
  });
});
