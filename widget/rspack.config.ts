import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';
import { createConfig } from '../rspack.config';

/** The build fails when widget.js is bigger than this, gzipped (issue 6: target 12 KB, hard limit 15 KB). */
export const GZIP_LIMIT = Number(process.env.WIDGET_GZIP_LIMIT) || 15 * 1024;

/**
 * Checks the gzip size budget and adds the content-hashed copy `widget.<hash>.js` (served with
 * immutable caching) plus `widget-manifest.json` naming it, beside `widget.js` (revalidated).
 */
class WidgetDelivery implements RspackPluginInstance {
  apply(compiler: Compiler) {
    const { sources, WebpackError, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('WidgetDelivery', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'WidgetDelivery', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset('widget.js');
        if (!asset) return;
        const body = Buffer.from(asset.source.source());
        const gz = gzipSync(body, { level: 9 }).length;
        if (compiler.options.mode === 'production' && gz > GZIP_LIMIT) {
          compilation.errors.push(new WebpackError(`widget.js is ${gz} bytes gzipped, over the ${GZIP_LIMIT}-byte budget (issue 6)`));
        }
        const file = `widget.${createHash('sha256').update(body).digest('hex').slice(0, 12)}.js`;
        compilation.emitAsset(file, new sources.RawSource(body));
        compilation.emitAsset('widget-manifest.json', new sources.RawSource(JSON.stringify({ file, gzipBytes: gz }) + '\n'));
      });
    });
  }
}

const config = createConfig({ dir: __dirname, kind: 'widget', entry: './src/index.tsx', jsxImportSource: 'preact' });
config.plugins = [...(config.plugins ?? []), new WidgetDelivery()];
// ES2022 output (class fields, logical assignment kept as written): shorter than the shared es2020,
// and every browser with shadow DOM + constructable stylesheets runs it.
// JSX through preact's own h() (the classic runtime, as tsconfig.json says) rather than
// preact/jsx-runtime, which would bring a second vnode factory; children go as arguments, so
// calls are shorter too (57 B gzip in all).
config.target = ['web', 'es2022'];
for (const rule of config.module?.rules ?? []) {
  const jsc = (rule && typeof rule === 'object' && (rule.options as { jsc?: { target?: string; transform?: object } } | undefined)?.jsc) || null;
  if (jsc) {
    jsc.target = 'es2022';
    jsc.transform = { react: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' } };
  }
}
export default config;
