import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';

// The Chromium bench pages (tools/bench/browser/*): each bundled on its own in production mode, as the console
// ships, and served from a folder under .bench.
export const benchRoot = path.resolve(__dirname, '..', '..');

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
};

/**
 * Bundles one page (`entry`: its name and source path) with an index.html titled `title` into `folder`; with
 * `minimize: false` the code keeps its names (for a CPU profile that names what ran).
 */
export const buildBenchPage = (
  folder: string,
  entry: { readonly name: string; readonly source: string },
  title: string,
  { minimize = true } = {},
): Promise<void> =>
  new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: benchRoot,
        entry: { [entry.name]: entry.source },
        output: { path: folder, filename: '[name].js', clean: true },
        resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
        module: {
          rules: [
            { test: /\.[mc]?tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
          ],
        },
        plugins: [new HtmlWebpackPlugin({ title })],
        devtool: process.env.BENCH_SOURCE_MAPS ? 'source-map' : false,
        optimization: { minimize },
        performance: { hints: false },
      },
      (error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
        else resolve();
      },
    );
  });

/** The value at quantile `q` of sorted times. */
export const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
