import { defineStrings } from '@/lib/strings';

/**
 * The game reactions' strings (engineering guide §2.8). The spec names the nine reaction types (§3) but
 * quotes no label for them: every entry here is ours. 'Login Required' comes from src/lib/strings/common.ts.
 */
export const reactionStrings = defineStrings({
  heading: 'Reactions', // ours: the group's accessible name
  // ours: the toggles' names (the visible count follows the name: 'Laugh 12').
  types: {
    laugh: 'Laugh',
    joy: 'Joy',
    cry: 'Cry',
    anger: 'Anger',
    high5: 'High Five',
    like: 'Like',
    dislike: 'Dislike',
    love: 'Love',
    bug: 'Bug',
  },
  // ours: the 'Login Required' prompt of a visitor who reacts (the spec's sentence is about reviews).
  loginToReact: 'Please register or login to react to this game.',
  login: 'Login', // ours: the prompt's actions open the auth modal on that pane
  register: 'Register', // ours
});

export type ReactionStrings = typeof reactionStrings;
