import { callFunction } from '@bookline/ui';

/** Reports a conversion to the gateway (`log-conversion`); failures are only logged. */
export function reportConversion(event: string, label?: string): void {
  let salesRep: string | undefined;
  try {
    salesRep = sessionStorage.getItem('originalSalesRep') ?? undefined;
  } catch {
    /* storage disabled */
  }
  callFunction('log-conversion', { event, label, path: location.pathname, salesRep }, { timeoutMs: 5000 }).catch((err: unknown) =>
    console.warn('[bookline] conversion report failed', err),
  );
}
