/** Shell feature text (what the spec does not quote is marked ours). */
export const shellStrings = {
  // ours: the line above an achievement toast's title
  achievementUnlocked: 'Achievement Unlocked',
} as const;
