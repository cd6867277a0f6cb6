/**
 * Clears the global message when the user leaves a page (unless it asked to survive a redirect), and
 * React Aria's live announcements; shows a pending fatal message. The client app clears the announcer it
 * loads with its first script; the public pages pass their own, which loads the announcer only once a
 * page is left (nothing was announced before: /login's first script carries no React Aria, issue 35).
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { fatalState } from '../shared/fatal.ts';
import { useMessages } from '../shared/messages.tsx';

export function ClearMessageOnNavigate({ clearAnnouncements }: { clearAnnouncements: () => void }) {
  const { onNavigate, show } = useMessages();
  const location = useLocation();
  useEffect(() => {
    onNavigate();
    clearAnnouncements();
    // A rendering error redirected here: its fatal message shows on the page it landed on.
    const fatal = fatalState.takeMessage();
    if (fatal) show(fatal);
  }, [location.pathname, onNavigate, show, clearAnnouncements]);
  return null;
}
