import { expect } from 'chai';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openAs } from './support/console-page';
import { distDir } from '../../tools/build/ensure-bundle';
import { useConsoleFixture } from './support/console-fixture';

/** Issue 4: "initial JS of the login route ≤ 200 KB gzip". */
export const loginRouteTargetBytes = 200 * 1024;
/**
 * What the login route may weigh: for now the target itself (docs/performance.md, "Login route bundle": 198.7 KiB
 * after issues 31–33, once the shell's top bar and connection views left the entry chunk), so the next growth must come with a
 * cut. When a cut takes it well below, lower this to the measured figure plus 1.5 KiB: the test fails when the
 * entry chunk grows, before the target is at risk.
 */
export const loginRouteCeilingBytes = loginRouteTargetBytes;

interface LoadedScript {
  readonly file: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

describe('e2e: the console bundle on the login route (issue 4; docs/performance.md)', () => {
  const fixture = useConsoleFixture();

  it('loads only the entry chunk on /login: no shell, no screens, no live protocol, no hls.js', async () => {
    const page = fixture.browser;
    await openAs(page, fixture.server.url, '/login', undefined);
    await page.$('button=Login').waitForDisplayed({ timeout: 20_000 });
    const files = await page.execute(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((name) => name.endsWith('.js')),
    );
    // The bundle the server serves: dist/, or CONSOLE_DIST when set.
    const dist = distDir();
    // gzip -9 of each file as built: what a server with compression sends, whatever it is configured with.
    const scripts: LoadedScript[] = files.map((file) => {
      const content = readFileSync(path.join(dist, file));
      return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
    });
    const gzipBytes = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const report = {
      scripts,
      gzipBytes,
      gzipKiB: Math.round(gzipBytes / 102.4) / 10,
      targetKiB: loginRouteTargetBytes / 1024,
    };
    const output = path.resolve(__dirname, '..', '..', 'test-output');
    mkdirSync(output, { recursive: true });
    writeFileSync(path.join(output, 'login-route-js.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `    login route JS: ${report.gzipKiB} KiB gzip in ${scripts.length} file(s) (target ${report.targetKiB} KiB)`,
    );

    // Everything else (the signed-in part with the socket and every feature's services, the shell, each screen,
    // hls.js) is a chunk loaded on demand: the login route fetches the entry chunk alone.
    expect(scripts.map((script) => script.file).filter((file) => !/^\/main\.[0-9a-f]+\.js$/.test(file))).to.deep.equal(
      [],
    );
    expect(scripts).to.have.length(1);
    expect(gzipBytes).to.be.at.most(loginRouteCeilingBytes);
  });
});
