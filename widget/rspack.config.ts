import { createConfig } from '../rspack.config';

export default createConfig({ dir: __dirname, kind: 'widget', entry: './src/index.tsx', jsxImportSource: 'preact' });
