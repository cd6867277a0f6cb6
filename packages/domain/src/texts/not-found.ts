// The not-found page (spec §2).

export const notFoundTexts = {
  heading: "Oh, that's unexpected.",
  text: "It looks like this page doesn't exist:",
  mainPageLink: 'to the main page',
} as const;
