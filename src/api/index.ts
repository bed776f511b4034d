/*
 * src/api: the contract (every endpoint as data), the schemas, the transport and the react-query glue.
 * Features import from '@/api'.
 */
export * from './schemas';
export * from './errors';
export {
  createApiClient,
  joinUrl,
  serializeQuery,
  type ApiClient,
  type ApiClientOptions,
  type ApiRequest,
  type HttpMethod,
  type QueryParams,
  type QueryValue,
} from './client';
export * from './contract';
export * from './keys';
export * from './queryClient';
export { api, resetApiClient } from './instance';
