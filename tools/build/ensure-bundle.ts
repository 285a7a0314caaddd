import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

// Builds the console with webpack when dist/ is missing or older than any source file, so `npm start` and
// the browser tests always serve what the sources say.
const root = path.resolve(__dirname, '..', '..');

const newestIn = (dir: string): number => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(full) : statSync(full).mtimeMs);
  }
  return newest;
};

/** Where the bundle goes: dist/, or CONSOLE_DIST when set (webpack.config.ts reads the same variable). */
export const distDir = (): string => path.resolve(root, process.env.CONSOLE_DIST ?? 'dist');

// Webpack leaves a file it would write unchanged alone (output.compareBeforeEmit), so index.html keeps its old
// time after a rebuild that changed nothing in it; the stamp webpack.config.ts emits says when a build last ran.
const stampOf = (): string => path.join(distDir(), '.built');

export const bundleIsStale = (): boolean => {
  const stamp = stampOf();
  if (!existsSync(path.join(distDir(), 'index.html')) || !existsSync(stamp)) return true;
  const sources = Math.max(
    newestIn(path.join(root, 'src')),
    statSync(path.join(root, 'webpack.config.ts')).mtimeMs,
    statSync(path.join(root, 'package.json')).mtimeMs,
  );
  return sources > statSync(stamp).mtimeMs;
};

export const ensureBundle = (): string => {
  if (bundleIsStale()) {
    // The stamp takes the build's start time: a source saved while webpack runs is newer, so the next start builds.
    const started = new Date();
    process.stdout.write('Building the console (webpack, production)…\n');
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules', 'webpack-cli', 'bin', 'cli.js'), '--mode', 'production'],
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    if (existsSync(stampOf())) utimesSync(stampOf(), started, started);
  }
  return distDir();
};
