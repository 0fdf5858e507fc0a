// Process-level safety of the gateway: nothing one request, socket or job does may end it.
export { guardProcess, type ProcessGuardOptions } from './guard';
