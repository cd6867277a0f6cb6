/**
 * Whether the inactivity timer has ended the session in this page. The browser keeps the session
 * object meanwhile (the shell frames the session-ended message); login drops it on arrival.
 */
let ended = false;

export const sessionEnded = {
  mark: () => {
    ended = true;
  },
  /** True once after the session ended; resets the flag. */
  consume: (): boolean => {
    const was = ended;
    ended = false;
    return was;
  },
};
