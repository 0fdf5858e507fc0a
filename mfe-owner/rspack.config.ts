import { createConfig } from '../rspack.config';

export default createConfig({
  dir: __dirname,
  kind: 'remote',
  name: 'owner',
  exposes: { './Page': './src/Page.tsx' },
  port: 3004,
});
