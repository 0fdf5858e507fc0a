import { ScrapeAndExtractBusinessDataBody, type ScrapeAndExtractBusinessDataResponse } from '@bookline/contracts';
import { analyzeWebsite, ExtractionError, systemResolver, type Extract, type Resolver } from '../extraction';
import { ApiError } from '../http/api-error';
import { defineFunction } from './define';

/** Services this function can be given; tests inject a resolver so names "resolve" where they need. */
export interface ExtractionServices {
  resolveHost?: Resolver;
  /** Where fetched pages are read (the built gateway: worker threads); this thread by default. */
  extract?: Extract;
}

/**
 * Spec §7: reads the owner's website and answers the businessData it found. Statuses:
 * 400 for a missing or malformed websiteAddress; 200 `{success:true, businessData, …}`;
 * 200 `{success:false, error, reason}` for every problem with the site itself (it is an
 * answer about the site, not a failure of ours, and the wizard falls back to manual entry).
 */
export const scrapeAndExtractBusinessData = defineFunction({
  name: 'scrape-and-extract-business-data',
  body: ScrapeAndExtractBusinessDataBody,
  maxBodyBytes: 8 * 1024,
  async run(input, { redis, config, log, services }): Promise<ScrapeAndExtractBusinessDataResponse> {
    const { resolveHost: resolve = systemResolver, extract } = services as ExtractionServices;
    let analysis;
    try {
      analysis = await analyzeWebsite(input.websiteAddress, {
        redis,
        log,
        cacheTtlS: config.EXTRACTION_CACHE_TTL_S,
        ...(extract ? { extract } : {}),
        crawl: {
          resolve,
          allowPrivate: config.EXTRACTION_ALLOW_PRIVATE_HOSTS,
          userAgent: config.EXTRACTION_USER_AGENT,
          maxPageBytes: config.EXTRACTION_MAX_PAGE_BYTES,
          budgetMs: config.EXTRACTION_BUDGET_MS,
          pageTimeoutMs: config.EXTRACTION_PAGE_TIMEOUT_MS,
        },
      });
    } catch (err) {
      if (err instanceof ExtractionError && err.code === 'invalid-address') {
        throw new ApiError(400, 'websiteAddress: Please enter a valid website URL (e.g., example.com or www.example.com).');
      }
      throw err;
    }
    if (!analysis.ok) return { success: false, error: analysis.error.message, reason: analysis.error.code };
    return { success: true, businessData: analysis.businessData, foundFields: analysis.foundFields, cached: analysis.cached };
  },
});
