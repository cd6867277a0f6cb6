/**
 * The login page's passkey button (issue 30), in a module of its own: the page's first script then
 * carries this text only, not the whole two-step catalogue (texts/mfa.ts), which the second step loads.
 */
export const signInWithPasskeyLabel = 'Log in with a passkey';
