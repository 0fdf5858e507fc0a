export { createOsrmMatrix, type OsrmOptions } from './osrm';
export { createGoogleRoutesMatrix, type GoogleRoutesOptions } from './google-routes';
export { createCachedTravel, roundedPair, hourOfWeek, type CachedTravelOptions } from './cached-travel';
export { TravelProviderError, type MatrixProvider } from './provider';
