/** Status screens' text, verbatim from spec §2 'Error and status pages'. */
export const statusStrings = {
  notFound: {
    title: 'BOO! HAHA',
    lines: ["Just kidding. It's just a 404 page.", "It means this page doesn't exist."],
    action: "Let's Go Back",
  },
} as const;
