import type { ParsedPage } from './page';

/**
 * A page whose content is drawn by JavaScript: almost no visible text, and either an empty
 * app root (`<div id="root">`), a "please enable JavaScript" notice, or scripts doing all the work.
 */
export function looksJavaScriptOnly(page: ParsedPage): boolean {
  const { $ } = page;
  const textLength = page.lines.join(' ').length;
  if (textLength > 300) return false;
  const emptyRoot = $('#root, #app, #__next, #__nuxt, [data-reactroot], app-root').filter((_, el) => $(el).text().trim() === '').length > 0;
  const notice = /enable javascript|requires javascript|javascript (is )?(required|disabled)/i.test($('noscript').text());
  const scripts = $('script[src]').length;
  return emptyRoot || notice || (scripts > 0 && textLength < 80);
}
