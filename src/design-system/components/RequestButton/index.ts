export { RequestButton } from './RequestButton';
export type { RequestButtonProps } from './RequestButton';
export { useRequestState } from './useRequestState';
export type { RequestOutcome, RequestState, UseRequestStateOptions } from './useRequestState';
