import type { PageQuery } from '@/api/schemas';
import { queryKeyFor } from '@/api/keys';

/**
 * Query keys of the account area's own lists and forms, in the scheme of src/api/keys.ts (so
 * `keys.account.all` still invalidates them). They live with the area: the central factories are on
 * every page's startup path, these only in the area's chunk (home's initial JS is held to a budget).
 */
export const accountKeys = {
  profile: () => queryKeyFor({ key: 'account.profile' }),
  purchases: (query?: PageQuery) => queryKeyFor({ key: 'account.purchases' }, { query }),
  friends: (query?: PageQuery) => queryKeyFor({ key: 'account.friends' }, { query }),
  friendRequests: () => queryKeyFor({ key: 'account.friendRequests' }),
  achievements: (query?: PageQuery) => queryKeyFor({ key: 'account.achievements' }, { query }),
  inventory: (query?: PageQuery) => queryKeyFor({ key: 'account.inventory' }, { query }),
  activity: (query?: PageQuery) => queryKeyFor({ key: 'account.activity' }, { query }),
  history: (query?: PageQuery) => queryKeyFor({ key: 'account.history' }, { query }),
};
