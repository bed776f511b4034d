import { errorStatus, isNetworkFailure } from './mapping';

/** A failure worth trying again: the network, or the server's own trouble (5xx); not a refused request. */
export const isRetryableFailure = (error: unknown): boolean => isNetworkFailure(error) || (errorStatus(error) ?? 0) >= 500;
