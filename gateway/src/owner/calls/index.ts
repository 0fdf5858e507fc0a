export { callIndex, fullNumber, type CallIndex, type PageQuery } from './call-index';
export { callsRoutes, type CallsRoutesOptions } from './routes';
export { createCallEventHub, type CallEventHub } from './live';
export { csvCell, csvRow } from './csv';
export { listItem, portalOutcome, summarize, type CallFacts } from './outcome';
