import { salesRepFromPath } from '@bookline/contracts';

export const SALES_REP_KEY = 'originalSalesRep';

/**
 * Spec §2: on first load of any page, the first path segment, capitalised, is stored in
 * session storage as originalSalesRep unless one is stored already.
 */
export function captureSalesRep(pathname: string, storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage): void {
  try {
    if (storage.getItem(SALES_REP_KEY)) return;
    const rep = salesRepFromPath(pathname);
    if (rep) storage.setItem(SALES_REP_KEY, rep);
  } catch {
    /* storage disabled: nothing to capture */
  }
}
