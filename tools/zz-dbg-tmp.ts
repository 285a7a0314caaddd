import { remote } from 'webdriverio';
import { chromiumCapabilities } from '../test/support/browser';

const base = 'http://127.0.0.1:4173';
const main = async () => {
  const res = await fetch(`${base}/api/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.local', password: 'demo1234' }) });
  const token = ((await res.json()) as { result: string }).result;
  const b = await remote({ logLevel: 'error', capabilities: chromiumCapabilities });
  await b.url(`${base}/login`);
  await b.execute((t: string) => localStorage.setItem('studio.token', t), token);
  await b.url(`${base}/settings/external_devices/videohub`);
  const row = b.$('[data-testid="routing-table"] tr[data-output-id="2"]');
  await row.waitForDisplayed({ timeout: 20000 });
  await row.$('select').selectByAttribute('value', '7');
  const q = b.$('[data-testid="route-2-confirmation"]');
  await q.waitForDisplayed({ timeout: 10000 });
  console.log('first ok');
  await b.$('[data-testid="route-2-cancel"]').click();
  await q.waitForDisplayed({ reverse: true, timeout: 10000 });
  console.log('closed; select value', await row.$('select').getValue());
  await row.$('select').selectByAttribute('value', '7');
  await b.pause(1500);
  console.log('after second select value', await row.$('select').getValue());
  console.log(await b.execute(() => [...document.querySelectorAll('[data-testid$="-confirmation"]')].map((e) => e.outerHTML.slice(0, 200))));
  await b.saveScreenshot('/tmp/i29onair-shots/dbg.png');
  await b.deleteSession();
};
main().catch((e) => { console.error(e); process.exit(1); });
