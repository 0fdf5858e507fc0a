export { analyzeWebsite, type Analysis, type AnalyzeOptions } from './analyze';
export { extractBusinessData, type Extraction, type PageInput, type Provenance } from './extract';
export { ExtractionError, type ExtractionErrorCode } from './errors';
export { crawlSite, isBlockedAddress, normalizeSiteUrl, systemResolver, type CrawlOptions, type Resolver, type ResolvedAddress } from './crawl';
export { cacheId } from './cache';
export { extractHere, extractionThreads, type Extract, type ExtractionThreads } from './isolate';
