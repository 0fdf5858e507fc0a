/**
 * Multi-vehicle dispatch: vehicle routing with time windows and capacities, pure and under a
 * time limit. parseSolomon reads the classic benchmark format; solveVrptw minimises vehicles,
 * then distance.
 */
export { parseSolomon, createInstance, routesDistance, InstanceFormatError, type VrptwInstance, type InstanceRows } from './model';
export { solveVrptw, type DispatchOptions, type DispatchResult } from './solve';
