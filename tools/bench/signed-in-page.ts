import type { Browser } from '../../test/support/browser';

/** Signs a demo account in over HTTP and returns its session token (demo passwords are demo1234). */
export const demoToken = async (serverUrl: string, email = 'admin@demo.local'): Promise<string> => {
  const login = await fetch(`${serverUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  return ((await login.json()) as { result: string }).result;
};

/** Opens `path` of the console signed in as a demo account (the token where the console keeps it). */
export const openSignedIn = async (
  browser: Browser,
  serverUrl: string,
  path: string,
  email = 'admin@demo.local',
): Promise<void> => {
  const token = await demoToken(serverUrl, email);
  await browser.url(`${serverUrl}/login`);
  await browser.execute((value: string) => window.localStorage.setItem('studio.token', value), token);
  await browser.url(`${serverUrl}${path}`);
};
