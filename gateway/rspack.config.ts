import { createConfig } from '../rspack.config';

export default createConfig({ dir: __dirname, kind: 'node', entry: './src/server.ts' });
