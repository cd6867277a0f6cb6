/** Live support's limits and role, free of zod so the browser bundle can import them. */
export const SUPPORT_MESSAGE_MAX_LENGTH = 1000;
/** The role of the support team's logins (the /support console). */
export const ROLE_SUPPORT = 'support-agent';
