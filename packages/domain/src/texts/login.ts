// The login page's words (spec §2). The other public pages' words are in registration.ts, the messages of
// spec §8 'Login and registration' in login-errors.ts (the locked one in login-message.ts): the login page is
// on a byte budget and loads those pages, and its machine with the messages, lazily.
import { SUPPORT } from './support.ts';

export const loginTexts = {
  username: 'Username',
  password: 'Password',
  showPassword: 'Show password', // spec wording not shown
  hidePassword: 'Hide password', // spec wording not shown
  login: 'Log in', // spec wording not shown
  usernameInfoLabel: 'About your username', // spec wording not shown
  usernameInfo: "Your username is either your client reference, which starts with '100', or the e-mail address you registered with.", // spec wording not shown
  forgotPassword: 'Forgot your password?',
  register: 'New user? Register here',
  havingTrouble: 'Having trouble logging in?',
  support: `If you need help, call us on ${SUPPORT.phone}, ${SUPPORT.hours}, or use live chat.`, // spec wording not shown
  liveChat: 'Live chat', // spec wording not shown
  registered: (name: string): string => `Registration successfully completed, you may login in as ${name}`,
} as const;
