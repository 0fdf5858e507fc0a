export { loadAssets, makeAsset, pickEncoding, IMMUTABLE, REVALIDATE, type Asset, type Mount } from './assets';
export { resolveStatic, assetHeaders, type StaticSite, type StaticRequest, type StaticResponse } from './resolve';
export { staticRoutes } from './routes';
export { createStaticFastPath } from './fast-path';
export { APP_START_PATH, appStartAsset, loadPrerenderBundle, prerenderPages } from './prerender';
