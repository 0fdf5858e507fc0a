/**
 * Network travel times (OSRM table, Google Routes computeRouteMatrix with traffic), cached
 * in Redis by rounded location pair and hour of the week, behind the engine's sync TravelModel.
 */
export { createOsrmMatrix, type OsrmOptions } from './osrm';
export { createGoogleRoutesMatrix, type GoogleRoutesOptions } from './google-routes';
export { createCachedTravel, roundedPair, hourOfWeek, type CachedTravelOptions } from './cached-travel';
export { TravelProviderError, type MatrixProvider } from './provider';
