export { crawlSite, type CrawlOptions, type CrawlResult } from './crawler';
export { isBlockedAddress, systemResolver, type Resolver, type ResolvedAddress } from './address-policy';
export { normalizeSiteUrl, siteKey } from './site-url';
export { decodeBody } from './charset';
export type { FetchedPage } from './fetch-page';
