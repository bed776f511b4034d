import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/client';
import { endpoints } from '@/api/contract';
import { keys } from '@/api/keys';
import { endpointQueryOptions } from '@/api/queryClient';
import { accountKeys } from './keys';

describe("the account area's query keys", () => {
  it('follow the scheme of src/api/keys.ts: what endpointQueryOptions uses for the same call', () => {
    const api = createApiClient({ baseUrl: '' });
    expect(accountKeys.profile()).toEqual(endpointQueryOptions(api, endpoints['account.profile']).queryKey);
    expect(accountKeys.friendRequests()).toEqual(['account', 'friendRequests']);
    expect(accountKeys.friends({ page: 2 })).toEqual(endpointQueryOptions(api, endpoints['account.friends'], { query: { page: 2 } }).queryKey);
    expect(accountKeys.history({ page: undefined })).toEqual(['account', 'history']);
  });

  it("are invalidated with the rest of the account (keys.account.all)", async () => {
    const client = new QueryClient();
    const all = [accountKeys.profile(), accountKeys.purchases(), accountKeys.achievements({ page: 1 }), accountKeys.inventory(), accountKeys.activity()];
    for (const key of all) client.setQueryData(key, 1);
    await client.invalidateQueries({ queryKey: keys.account.all });
    expect(all.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual(all.map(() => true));
  });
});
