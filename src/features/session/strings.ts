/** Session feature text. */
export const sessionStrings = {
  // ours: the line above an achievement toast's title
  achievementUnlocked: 'Achievement Unlocked',
} as const;
