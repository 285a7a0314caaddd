import type { Browser } from '../../support/browser';

// The replay console's banner (docs/replay-mode.md): "Replaying FILE — entry N of M, TIME" and its jump field.

/** The banner's text, "Replaying FILE — entry N of M, TIME". */
export const bannerText = async (browser: Browser): Promise<string> =>
  browser.$('[data-testid="replay-mode-banner"]').getText();

/** Types into the banner's "Entry or time" field and submits it with Enter, as a keyboard user would. */
export const jumpTo = async (browser: Browser, text: string): Promise<void> => {
  const field = browser.$('input[data-testid="replay-mode-jump"]');
  await field.click();
  await field.clearValue();
  await field.setValue(text);
  await browser.keys('Enter');
};
