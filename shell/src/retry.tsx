import { createContext, useContext } from 'react';

/** Lets the fallback ask the page slot to render again after a remote is reset. */
export const RetryContext = createContext<() => void>(() => location.reload());
export const useRetry = () => useContext(RetryContext);
