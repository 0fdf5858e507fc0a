/**
 * Reports a conversion to the gateway (`log-conversion`); failures are only logged. The typed
 * client (and ky under it) loads on the first report, so it is not part of the pages' first load.
 */
export function reportConversion(event: string, label?: string): void {
  let salesRep: string | undefined;
  try {
    salesRep = sessionStorage.getItem('originalSalesRep') ?? undefined;
  } catch {
    /* storage disabled */
  }
  // Read now: by the time the client has loaded, the click may already have moved the page on.
  const path = location.pathname;
  import('@bookline/ui/api')
    .then(({ callFunction }) => callFunction('log-conversion', { event, label, path, salesRep }, { timeoutMs: 5000 }))
    .catch((err: unknown) => console.warn('[bookline] conversion report failed', err));
}
