import type { LatLng } from '../scheduling';

/**
 * A network travel-time source. Durations in ms, rows = origins, columns = destinations;
 * null where the provider found no route.
 */
export type MatrixProvider = (q: { origins: readonly LatLng[]; destinations: readonly LatLng[]; departAt: number }) => Promise<Array<Array<number | null>>>;

/** The provider answered with an error or something we cannot read. Message is safe to log. */
export class TravelProviderError extends Error {
  override name = 'TravelProviderError';
}
