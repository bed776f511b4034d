import { defineStrings } from '@/lib/strings';

/**
 * The strings of the account area's list pages (spec §2 /account/{page}): friends, achievement,
 * inventory, activity and history. The pages' titles (their <h1>) are the frame's (strings.ts, `pages`).
 * The spec quotes none of these, so every entry is ours; the played time is the spec's 'N Minutes' /
 * 'N Hours' (src/lib/time.ts), and 'Oops!', 'Try Again' and the network message come from
 * src/lib/strings/common.ts.
 */
export const accountListStrings = defineStrings({
  // Shared by the lists: the page links under a list (spec §4: shown only when total >= per page).
  pagination: {
    previous: 'Previous', // ours
    next: 'Next', // ours
    page: 'Page {page}', // ours
    range: '{from}–{to} of {total}', // ours
  },

  friends: {
    loading: 'Loading friends...', // ours
    add: {
      title: 'Add Friend', // ours
      label: 'Username', // ours
      hint: 'The username on their profile, e.g. nova_walker. They can accept or decline.', // ours
      submit: 'Send Request', // ours
      required: 'Please enter the username of the player you want to add.', // ours
      sentTitle: 'Request Sent', // ours: toast title; the body is the server's message
    },
    incoming: {
      title: 'Incoming Requests', // ours
      empty: 'No one is waiting for an answer from you.', // ours
      accept: 'Accept', // ours
      decline: 'Decline', // ours
      acceptLabel: 'Accept the friend request from {name}', // ours
      declineLabel: 'Decline the friend request from {name}', // ours
      acceptedTitle: 'Friend Added', // ours: toast title; the body is the server's message
      declinedTitle: 'Request Declined', // ours
    },
    outgoing: {
      title: 'Outgoing Requests', // ours
      empty: 'You have no requests waiting for an answer.', // ours
      cancel: 'Cancel Request', // ours
      cancelLabel: 'Cancel Request to {name}', // ours: starts with the visible label (WCAG 2.5.3)
      cancelledTitle: 'Request Cancelled', // ours
    },
    sent: 'Sent {date}', // ours
    list: {
      title: 'Your Friends', // ours
      count: '{count} friends', // ours
      empty: 'You have not added any friends yet. Send a request with Add Friend to get started.', // ours
      online: 'Online', // ours
      offline: 'Offline', // ours
      since: 'Friends since {date}', // ours
      remove: 'Remove', // ours
      removeLabel: 'Remove {name} from your friends', // ours
      navigation: 'Friend pages', // ours
    },
    remove: {
      title: 'Remove Friend', // ours
      body: 'Remove {name} from your friends? You can send them a new request later.', // ours
      confirm: 'Remove', // ours
      cancel: 'Cancel', // ours
      removedTitle: 'Friend Removed', // ours
    },
    profileLink: 'View the profile of {name}', // ours
  },

  achievements: {
    loading: 'Loading achievements...', // ours
    summary: '{unlocked} of {total} achievements unlocked', // ours
    unlocked: 'Unlocked {date}', // ours
    locked: 'Locked', // ours
    empty: 'No achievements yet. Play a game with achievements to start collecting them.', // ours
    browse: 'Browse Games', // ours
    gameLink: 'Open {game}', // ours
    navigation: 'Achievement pages', // ours
  },

  inventory: {
    loading: 'Loading inventory...', // ours
    count: '× {count}', // ours: how many the player owns
    countLabel: 'You own {count}', // ours: the count's accessible text
    acquired: 'Acquired {date}', // ours
    empty: 'Your inventory is empty. Items you get in games show up here.', // ours
    browse: 'Browse Games', // ours
    navigation: 'Inventory pages', // ours
  },

  activity: {
    loading: 'Loading activity...', // ours
    empty: 'Nothing here yet. Play, review and react to games and your activity shows up here.', // ours
    navigation: 'Activity pages', // ours
    types: {
      played: 'Played', // ours
      achievement: 'Achievement', // ours
      review: 'Review', // ours
      reaction: 'Reaction', // ours
      purchase: 'Purchase', // ours
      friend: 'Friend', // ours
    },
  },

  history: {
    loading: 'Loading play history...', // ours
    total: 'Total time played', // ours
    sessions: 'Sessions', // ours: how many sessions were recorded
    played: 'Played', // ours: the column of the session's start
    duration: 'Duration', // ours
    game: 'Game', // ours
    inProgress: 'In progress', // ours: a session without an end yet
    empty: 'No play sessions yet. Games you play while logged in show up here.', // ours
    browse: 'Browse Games', // ours
    navigation: 'Play history pages', // ours
  },
});
