import { createConfig } from '../rspack.config';

// The gateway, and the thread it reads websites on (src/extraction/isolate.ts).
export default createConfig({ dir: __dirname, kind: 'node', entry: { server: './src/server.ts', 'extract-thread': './src/extraction/thread.ts' } });
