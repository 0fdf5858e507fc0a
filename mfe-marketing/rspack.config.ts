import { join } from 'node:path';
import { createConfig } from '../rspack.config';

const browser = createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'marketing',
  exposes: { './Page': './src/Page.tsx' },
  port: 3001,
});

/**
 * The server bundle the gateway prerenders pages with (src/prerender.tsx), written to
 * dist/server/ after the browser build (which cleans dist/). Asset URLs match the browser
 * build's, so the static HTML points at the same files.
 */
const server = createConfig({ dir: __dirname, kind: 'node', entry: './src/prerender.tsx' });
server.output = { ...server.output, path: join(__dirname, 'dist/server'), filename: 'prerender.cjs', publicPath: '/remotes/marketing/', assetModuleFilename: 'assets/[name].[contenthash:10][ext]', clean: false };
server.module = {
  ...server.module,
  rules: [
    ...(server.module?.rules ?? []).filter((r) => !(r && typeof r === 'object' && String(r.test) === String(/\.css$/))),
    // Styles are the browser build's business; on the server an import of a .css file is inert.
    { test: /\.css$/, type: 'asset/source' },
  ],
};
server.devtool = false;

export default process.env.NODE_ENV === 'development' ? browser : [{ ...browser, name: 'marketing' }, { ...server, name: 'marketing-server', dependencies: ['marketing'] }];
