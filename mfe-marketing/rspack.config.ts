import { createConfig } from '../rspack.config';

export default createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'marketing',
  exposes: { './Page': './src/Page.tsx' },
  port: 3001,
});
