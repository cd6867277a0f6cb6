/**
 * Whether the portal is in read-only mode (an adviser viewing a client, spec §6). The server refuses
 * every change anyway (403 ReadOnly); screens use this to disable the controls that would try.
 */
import { useSession } from './session.ts';

export function useReadOnly(): boolean {
  return useSession()?.isReadOnly ?? false;
}
