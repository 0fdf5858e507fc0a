import { createConfig } from '../rspack.config';

export default createConfig({ dir: __dirname, kind: 'host', name: 'shell', port: 3000 });
