import { createRemoteConfigs } from '../rspack.config';

// The browser build and the server bundle the gateway prerenders this remote's pages with.
export default createRemoteConfigs({ dir: __dirname, kind: 'remote', name: 'marketing', exposes: { './Page': './src/Page.tsx' }, port: 3001 });
