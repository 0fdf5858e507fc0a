// Every react-router name a package imports must be in the shared subset the production
// build ships (react-router.shared.mjs); a missing one would be `undefined` at run time only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const PACKAGES = ['shell', 'ui', 'contracts', 'mfe-marketing', 'mfe-creator', 'mfe-onboarding'];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Value (not type-only) names imported from 'react-router' in one file. */
function importedNames(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router['"]/g)) {
    if (m[1]) continue;
    for (const part of m[2]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

function sharedExports(): Set<string> {
  const text = readFileSync(join(ROOT, 'react-router.shared.mjs'), 'utf8');
  const block = /export\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  return new Set(block.split(',').map((s) => s.trim()).filter(Boolean));
}

describe('shared react-router subset', () => {
  it('reads value imports and skips type-only ones', () => {
    expect(importedNames(`import { Link, type RouteObject, useNavigate as go } from 'react-router';\nimport type { To } from "react-router";`)).toEqual(['Link', 'useNavigate']);
  });

  it('exports every name the packages import', () => {
    const shared = sharedExports();
    expect(shared.size).toBeGreaterThan(5);
    const used = new Map<string, string>();
    for (const pkg of PACKAGES) {
      for (const file of sources(join(ROOT, pkg, 'src'))) {
        for (const name of importedNames(readFileSync(file, 'utf8'))) used.set(name, file.slice(ROOT.length + 1));
      }
    }
    expect(used.size).toBeGreaterThan(3);
    const missing = [...used].filter(([name]) => !shared.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('names only real react-router exports', async () => {
    const real = (await import('react-router')) as Record<string, unknown>;
    for (const name of sharedExports()) expect(typeof real[name], name).not.toBe('undefined');
  });
});
