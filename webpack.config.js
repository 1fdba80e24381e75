/* Arbiter Sheet add-in bundle: taskpane + commands, after Microsoft's yo office template. */
const path = require('path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');

const DEV_SERVER_PORT = 3000;
/** The origin manifest.xml is written for; the dev server serves it. */
const DEV_URL = `https://localhost:${DEV_SERVER_PORT}/`;

/**
 * A deployed build serves from elsewhere: `ARBITER_ADDIN_URL=https://example.org/arbiter/ npm run build`
 * rewrites every DEV_URL in the copied manifest. Without it the manifest is copied unchanged.
 */
function manifestUrl() {
  const url = process.env.ARBITER_ADDIN_URL;
  if (!url) return null;
  if (!/^https:\/\/[^\s"<>]+\/$/.test(url)) {
    throw new Error(`ARBITER_ADDIN_URL must be an https URL ending in "/", got "${url}"`);
  }
  return url;
}

/** Only `webpack serve` needs the localhost certificates; a build must work offline without them. */
async function devServer() {
  // office-addin-dev-certs creates and trusts a localhost CA on first use (it may prompt)
  const devCerts = require('office-addin-dev-certs');
  return {
    port: DEV_SERVER_PORT,
    headers: { 'Access-Control-Allow-Origin': '*' },
    server: { type: 'https', options: await devCerts.getHttpsServerOptions() },
  };
}

module.exports = async (env = {}, argv = {}) => {
  const production = argv.mode === 'production';
  const deployUrl = manifestUrl();
  return {
    devtool: 'source-map',
    // Office on Mac (Safari WebKit) and older Windows builds (EdgeHTML) are the oldest engines we target:
    // emit ES2017, whatever tsconfig.json says for Node and jest. IE11-based hosts are not supported.
    target: ['web', 'es2017'],
    entry: {
      taskpane: './src/taskpane/taskpane.ts',
      commands: './src/commands/commands.ts',
      // the pairing engine off the pane's thread: taskpane.ts starts it as `new Worker('engine-worker.js')`
      'engine-worker': './src/taskpane/engine-worker.ts',
      // FIDE rating lists read and indexed off the pane's thread (src/taskpane/ratings/ratings-worker.ts)
      'ratings-worker': './src/taskpane/ratings/ratings-worker.ts',
      // what a ribbon button did, in an Office dialog while the pane may be closed
      outcome: './src/commands/outcome-dialog.ts',
      // test/browser only (`--env fakeOfficeHost`): the Excel double served in place of office.js
      ...(env.fakeOfficeHost ? { 'fake-office': './test/browser/fake-office-host.ts' } : {}),
    },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.js'],
    },
    // No Node shims: a Node built-in reaching the bundle must fail the build, not be polyfilled.
    node: false,
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              // type checking is `npm run typecheck`; the bundle only transpiles
              transpileOnly: true,
              configFile: path.resolve(__dirname, 'tsconfig.json'),
              compilerOptions: { target: 'es2017', module: 'es2020', sourceMap: true },
            },
          },
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        filename: 'taskpane.html',
        template: './src/taskpane/taskpane.html',
        chunks: ['taskpane'],
      }),
      new HtmlWebpackPlugin({
        filename: 'commands.html',
        template: './src/commands/commands.html',
        chunks: ['commands'],
      }),
      new HtmlWebpackPlugin({
        filename: 'outcome.html',
        template: './src/commands/outcome.html',
        chunks: ['outcome'],
      }),
      new CopyWebpackPlugin({
        patterns: [
          { from: 'assets/*.png', to: 'assets/[name][ext]' },
          { from: 'src/taskpane/taskpane.css', to: 'taskpane.css' },
          { from: 'src/taskpane/help.html', to: 'help.html' },
          {
            from: 'manifest.xml',
            to: 'manifest.xml',
            transform: deployUrl ? (content) => content.toString().split(DEV_URL).join(deployUrl) : undefined,
          },
        ],
      }),
    ],
    performance: {
      // the engine will make the task pane grow; warn well before it hurts pane start-up
      hints: production ? 'warning' : false,
      maxEntrypointSize: 1024 * 1024,
      maxAssetSize: 1024 * 1024,
    },
    devServer: env.WEBPACK_SERVE ? await devServer() : undefined,
  };
};
