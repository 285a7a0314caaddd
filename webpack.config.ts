import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ProgressPlugin, sources, type Compiler, type Configuration } from 'webpack';
import { progressHandler } from './tools/build/build-progress';

// swc keeps legacy decorator metadata (inversify); esbuild-based loaders drop it and fail at run time.
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true, decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
    target: 'es2022',
  },
};

const config = (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => ({
  mode: argv.mode ?? 'development',
  entry: { main: './src/main.tsx' },
  output: {
    // CONSOLE_DIST lets parallel checkouts or test runs build side by side; the default is dist/.
    path: path.resolve(__dirname, process.env.CONSOLE_DIST ?? 'dist'),
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    publicPath: '/',
    clean: true,
  },
  resolve: {
    extensions: ['.tsx', '.ts', '.js', '.mjs'],
    // Our code imports fp-ts/lib (Node cannot import fp-ts/es6's directories), io-ts imports fp-ts/es6: one copy,
    // the tree-shakable one, instead of both (docs/performance.md).
    alias: { 'fp-ts/lib': 'fp-ts/es6' },
  },
  module: {
    rules: [
      { test: /\.[mc]?tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
      // Our modules only declare (the composition root is the entry and runs regardless): webpack may then skip
      // whatever a feature's index re-exports but the importer does not use, which keeps the login route lean.
      { test: /\.[mc]?tsx?$/, include: path.resolve(__dirname, 'src'), sideEffects: false },
    ],
  },
  // The favicon is copied to dist/favicon.ico and linked, so no page asks for one that answers 404.
  plugins: [
    // What the build is doing, on stderr: a line rewritten in a terminal, a line per tenth in a log (issue 29).
    new ProgressPlugin(progressHandler(process.stderr)),
    new HtmlWebpackPlugin({
      title: 'Studio Console',
      templateContent: template,
      favicon: path.resolve(__dirname, 'src/ui/shared/favicon.ico'),
    }),
    // dist/.built, new at every build: tools/build/ensure-bundle.ts compares the sources' times with it, since
    // webpack does not rewrite files whose content did not change (index.html keeps an old time).
    {
      apply: (compiler: Compiler) =>
        compiler.hooks.thisCompilation.tap('BuildStamp', (compilation) =>
          compilation.emitAsset('.built', new sources.RawSource(`${new Date().toISOString()}\n`)),
        ),
    },
  ],
  devtool: argv.mode === 'production' ? 'source-map' : 'eval-cheap-module-source-map',
  // The bundle targets current browsers (swc emits ES2022): terser may print ES2020 and treat files as modules.
  optimization: { minimizeOptions: { javascript: { ecma: 2020, module: true, compress: { passes: 3 } } } },
  performance: { hints: false },
});

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Studio Console</title>
    <style>html,body,#root{height:100%;margin:0;background:#1f1f1f}</style>
  </head>
  <body><div id="root"></div></body>
</html>`;

export default config;
