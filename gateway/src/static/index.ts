export { loadAssets, makeAsset, pickEncoding, IMMUTABLE, REVALIDATE, type Asset, type Mount } from './assets';
export { resolveStatic, assetHeaders, type StaticSite, type StaticRequest, type StaticResponse } from './resolve';
export { staticRoutes } from './routes';
export { createStaticFastPath } from './fast-path';
export { loadPrerenderBundle, prerenderPages, prerenderableRoutes, type PrerenderBundle } from './prerender';
