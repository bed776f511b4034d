import { defineStrings } from '@/lib/strings';

/**
 * The public profile's strings (engineering guide §2.8; spec §2 /community/user/{user}). The spec quotes
 * none of them, so every entry here is ours. Shared words ('Oops!', 'Try Again', the network message) come
 * from src/lib/strings/common.ts; the 404 and 403 screens are the status feature's.
 */
export const communityStrings = defineStrings({
  // ours: the document's description (the title is the alias).
  profileDescription: '{alias} (@{username}) on {product}: badges, achievements and the games they play.', // ours

  // ours: the header.
  username: '@{username}', // ours
  joined: 'Joined {date}', // ours
  premium: 'Premium', // ours: the badge beside a premium player's name (the avatar has the halo)
  statsLabel: 'Player stats', // ours
  statGames: 'Games Played', // ours
  statAchievements: 'Achievements', // ours
  statReviews: 'Reviews', // ours
  statFriends: 'Friends', // ours
  loadingProfile: 'Loading profile...', // ours

  // ours: the sections.
  badges: 'Badges', // ours
  achievements: 'Achievements', // ours
  activity: 'Recent Activity', // ours
  playHistory: 'Play History', // ours
  recentlyPlayed: 'Recently Played', // ours
  latestSessions: 'Latest Sessions', // ours
  inventory: 'Inventory', // ours
  friends: 'Friends', // ours

  // ours: a section's empty state.
  noBadges: 'No badges yet.', // ours
  noAchievements: 'No achievements unlocked yet.', // ours
  noActivity: 'No recent activity.', // ours
  noPlayHistory: 'No games played yet.', // ours
  noInventory: 'No items yet.', // ours
  noFriends: 'No friends yet.', // ours

  // ours: a section the owner's privacy settings hide from this viewer.
  hidden: '{alias} keeps this private.', // ours

  // ours: the owner's view — who else sees each part.
  ownerTitle: 'This is your public profile', // ours
  ownerIntro: 'Each section says who else can see it. You can change that in your privacy settings.', // ours
  privacySettings: 'Privacy Settings', // ours: link to /account/settings
  seenByAll: 'Everyone can see this.', // ours
  seenByFriends: 'Only your friends see this.', // ours
  seenByNone: 'Only you see this.', // ours
  profileSeenByAll: 'Everyone can open your profile.', // ours
  profileSeenByFriends: 'Only your friends can open your profile.', // ours
  profileSeenByNone: 'Only you can open your profile.', // ours

  // ours: entries.
  unlocked: 'Unlocked {date}', // ours
  owned: 'Owned: {count}', // ours
  itemIn: 'in {game}', // ours
});

export type CommunityStrings = typeof communityStrings;
