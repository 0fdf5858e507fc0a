// npm run build: builds every package (npm run build -- --stale builds only what changed).
import { build } from './lib/build.mjs';

const stale = process.argv.includes('--stale');
const built = build(process.cwd(), { force: !stale });
console.log(built.length ? `[build] built ${built.join(', ')}` : '[build] everything is up to date');
