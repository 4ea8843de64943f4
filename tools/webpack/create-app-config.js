// Builds the webpack configuration of one app (the shell or a remote).
// Entry files stay unhashed (remoteEntry.js, mf-manifest.json, main.js); chunks are hashed.
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig } = require('./shared');
const ports = require('./ports');

const CHUNK_LOAD_TIMEOUT_MS = 120000; // spec §9

/**
 * @param {object} o
 * @param {string} o.dir       the app's folder
 * @param {string} o.mfName    federation name (a JS identifier, e.g. mfe_planner)
 * @param {'host'|'remote'} o.kind
 * @param {Record<string,string>} [o.exposes]
 */
module.exports = function createAppConfig({ dir, mfName, kind, exposes = {} }) {
  return (_env, argv = {}) => {
    const mode = argv.mode || 'production';
    const pkg = require(path.join(dir, 'package.json'));
    const version = process.env.APP_VERSION || pkg.version;
    // MF reads the manifest's buildInfo.buildVersion from this variable; keep it equal to the app version.
    process.env.MF_BUILD_VERSION = version;
    const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(dir, 'dist');
    const apiUrl = process.env.API_URL || 'http://127.0.0.1:8080';
    const isHost = kind === 'host';

    return {
      mode,
      context: dir,
      target: 'web',
      entry: isHost ? { main: './src/index.ts' } : { standalone: './src/standalone.ts' },
      output: {
        path: outDir,
        publicPath: 'auto',
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
        uniqueName: mfName,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.(png|jpe?g|gif|svg|webp)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: mfName,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedConfig(pkg),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
        }),
        new webpack.DefinePlugin({
          __APP_NAME__: JSON.stringify(pkg.name.replace('@cadence/', '')),
          __APP_VERSION__: JSON.stringify(version),
          __QA_ROUTES__: JSON.stringify(process.env.QA_ROUTES === '1'),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          filename: isHost ? 'index.html' : 'standalone.html',
          chunks: isHost ? ['main'] : ['standalone'],
          title: isHost ? 'Cadence' : `Cadence · ${pkg.name.replace('@cadence/', '')} (standalone QA)`,
          // Absolute in development so deep links (/twitter/trends) load /standalone.js, not /twitter/standalone.js.
          publicPath: isHost || mode === 'development' ? '/' : 'auto',
        }),
      ],
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } })],
      },
      devtool: mode === 'production' ? false : 'eval-cheap-module-source-map',
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port: ports[pkg.name.replace('@cadence/', '')],
        host: '127.0.0.1',
        historyApiFallback: { index: isHost ? '/index.html' : '/standalone.html' },
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/media', '/remotes.json', '/remotes', '/sanctum'], target: apiUrl, changeOrigin: true }],
        open: false,
      },
    };
  };
};
