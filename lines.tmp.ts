import { readFileSync } from 'node:fs';
import { parsePage } from './gateway/src/extraction/page';
for (const f of process.argv.slice(2)) {
  const p = parsePage(new URL('http://x.test/'), readFileSync(f, 'utf8'), true);
  console.log('=====', f); console.log(p.lines.map((l, i) => `${i}: ${l}`).join('\n'));
}
