// This remote's server bundle (production builds only): the gateway renders the pages that
// are the same for every visitor with it at start-up (see @bookline/ui/prerender).
import { renderRemotePage, type PageConfig, type PrerenderRequest } from '@bookline/ui/prerender';
import Page from './Page';

export const renderPage = (req: PrerenderRequest, config: PageConfig): Promise<string> => renderRemotePage(Page, req, config);
