import { config } from '@/config';
import { createApiClient, type ApiClient } from './client';

let client: ApiClient | null = null;

/**
 * The app's API client, created on first use so that it sees the configuration as the entry point
 * left it (the demo entry may override config before the app renders).
 */
export function api(): ApiClient {
  client ??= createApiClient({ baseUrl: config.apiBaseUrl, checkResponses: config.checkResponses });
  return client;
}

/** Tests only: forget the client so the next call reads the config again. */
export function resetApiClient() {
  client = null;
}
