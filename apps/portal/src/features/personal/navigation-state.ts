/**
 * The banner another screen hands Personal details through the router's location state (spec §2:
 * 'May show a success or error banner from a message passed by navigation'), e.g. after a password
 * change: `navigate(paths.client.personal.href(), { state: { message: { severity: 'success', text } } })`.
 */
export interface PersonalMessage {
  severity: 'success' | 'error';
  text: string;
}

/** The message in a location state, if it is one. */
export function readPersonalMessage(state: unknown): PersonalMessage | null {
  if (typeof state !== 'object' || state === null || !('message' in state)) return null;
  const message = (state as { message: unknown }).message;
  if (typeof message !== 'object' || message === null) return null;
  const { severity, text } = message as Record<string, unknown>;
  if ((severity !== 'success' && severity !== 'error') || typeof text !== 'string' || text === '') return null;
  return { severity, text };
}
