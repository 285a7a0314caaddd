import type { Browser } from '../../support/browser';

// The one way the browser suite reads the console's toasts (issue 30 §3): every spec asks these helpers, none
// queries `[data-testid="toast"]` itself.

const waitMs = 30_000;

/** The titles of the toasts on screen now. */
export const toastTitles = (page: Browser): Promise<string[]> =>
  page.execute(() =>
    [...document.querySelectorAll('[data-testid="toast"]')].map((toast) =>
      (toast.querySelector('.fui-ToastTitle')?.textContent ?? toast.textContent ?? '').trim(),
    ),
  );

/** Every toast on screen as one line of text (title, then body). */
export const toastTexts = (page: Browser): Promise<string[]> =>
  page.execute(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="toast"]')].map((toast) =>
      toast.innerText.replace(/\s+/g, ' ').trim(),
    ),
  );

/** Waits until a toast on screen contains `text` (in its title or its body). */
export const waitForToast = async (page: Browser, text: string, timeout = waitMs): Promise<void> => {
  await page.waitUntil(async () => (await toastTexts(page)).some((toast) => toast.includes(text)), {
    timeout,
    timeoutMsg: `no toast '${text}'`,
  });
};

/** Waits until a toast on screen is titled `title`, exactly. */
export const waitForToastTitle = async (page: Browser, title: string, timeout = waitMs): Promise<void> => {
  await page.waitUntil(async () => (await toastTitles(page)).includes(title), {
    timeout,
    timeoutMsg: `no toast titled '${title}'`,
  });
};

/** Waits until at least `count` toasts on screen contain `text`. */
export const waitForToasts = async (page: Browser, text: string, count: number, timeout = waitMs): Promise<void> => {
  await page.waitUntil(async () => (await toastTexts(page)).filter((toast) => toast.includes(text)).length >= count, {
    timeout,
    timeoutMsg: `fewer than ${count} toasts '${text}'`,
  });
};

/**
 * Marks the toasts on screen, so `waitForNewToast` sees only one that comes after (a count would miss a new toast
 * that appears as an older one with the same title times out).
 */
export const markToasts = async (page: Browser): Promise<void> => {
  await page.execute(() =>
    document.querySelectorAll('[data-testid="toast"]').forEach((toast) => toast.setAttribute('data-seen', 'true')),
  );
};

/** Waits until a toast that came after `markToasts` is titled `title`. */
export const waitForNewToast = async (page: Browser, title: string, timeout = waitMs): Promise<void> => {
  await page.waitUntil(
    async () =>
      (
        await page.execute(() =>
          [...document.querySelectorAll('[data-testid="toast"]:not([data-seen])')].map((toast) =>
            (toast.querySelector('.fui-ToastTitle')?.textContent ?? toast.textContent ?? '').trim(),
          ),
        )
      ).includes(title),
    { timeout, timeoutMsg: `no new toast '${title}'` },
  );
};

/** Clicks the action a toast titled `title` offers (`data-testid` of the action: a save's Undo is `toast-undo`). */
export const clickToastAction = async (page: Browser, title: string, actionTestId: string): Promise<void> => {
  const action = page.$(
    `//*[@data-testid="toast"][.//*[contains(@class, "fui-ToastTitle")][normalize-space()="${title}"]]//*[@data-testid="${actionTestId}"]`,
  );
  await action.waitForClickable({ timeout: waitMs });
  await action.click();
};

/** Whether a toast titled `title` on screen offers the action `actionTestId`. */
export const toastOffers = (page: Browser, title: string, actionTestId: string): Promise<boolean> =>
  page
    .$(
      `//*[@data-testid="toast"][.//*[contains(@class, "fui-ToastTitle")][normalize-space()="${title}"]]//*[@data-testid="${actionTestId}"]`,
    )
    .isExisting();

/** Where each toast on screen is drawn, in the window's pixels (for what it may cover). */
export const toastRects = (page: Browser): Promise<{ left: number; top: number; right: number; bottom: number }[]> =>
  page.execute(() =>
    [...document.querySelectorAll('[data-testid="toast"]')].map((toast) => {
      const { left, top, right, bottom } = toast.getBoundingClientRect();
      return { left, top, right, bottom };
    }),
  );
