export { loadAssets, makeAsset, pickEncoding, IMMUTABLE, REVALIDATE, type Asset, type Mount } from './assets';
export { staticRoutes, assetHeaders } from './routes';
