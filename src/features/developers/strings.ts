import { defineStrings } from '@/lib/strings';

/**
 * The developer pages' strings (engineering guide §2.8): the profile, the announcements list and one
 * announcement (spec §2 /arcade/games/developer/{developer}). The spec quotes none of them, so every entry
 * here is ours. Shared words ('Oops!', 'Try Again', the network message, 'New!') come from
 * src/lib/strings/common.ts.
 */
export const developerStrings = defineStrings({
  // ours: document titles and descriptions.
  profileDescription: '{name} on {product}: their browser VR games and latest announcements.', // ours
  announcementsTitle: 'Announcements by {name}', // ours
  announcementsDescription: 'News and updates from {name} on {product}.', // ours

  // ours: the profile.
  logoAlt: '{name} logo', // ours
  joined: 'Joined {date}', // ours
  joinedLabel: 'Joined', // ours
  website: 'Website', // ours
  opensInNewTab: '(opens in a new tab)', // ours
  statsLabel: 'Developer stats', // ours
  views: 'Views', // ours: the total views stat
  games: 'Games', // ours: section heading
  noGames: 'This developer has not published any games yet.', // ours
  latestAnnouncements: 'Latest Announcements', // ours: section heading
  noAnnouncements: 'This developer has not posted any announcements yet.', // ours
  viewAllAnnouncements: 'View All Announcements', // ours
  loadingProfile: 'Loading developer...', // ours

  // ours: the announcements list.
  announcements: 'Announcements', // ours: h1 of the list
  byDeveloper: 'by {name}', // ours
  backToProfile: 'Back to {name}', // ours
  backToDeveloper: 'Back to developer', // ours: before the name is known
  loadingAnnouncements: 'Loading announcements...', // ours
  pagination: 'Announcement pages', // ours
  page: 'Page {page}', // ours
  previous: 'Previous', // ours
  next: 'Next', // ours
  range: '{from}–{to} of {total} announcements', // ours

  // ours: one announcement.
  backToAnnouncements: 'Back to Announcements', // ours
  publishedLabel: 'Published', // ours
  developerLabel: 'Developer', // ours
  emptyBody: 'This announcement has no text yet.', // ours
  loadingAnnouncement: 'Loading announcement...', // ours
});

export type DeveloperStrings = typeof developerStrings;
