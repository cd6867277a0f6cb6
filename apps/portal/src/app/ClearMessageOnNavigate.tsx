/** Clears the global message when the user leaves a page (unless it asked to survive a redirect); shows a pending fatal message. */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { clearAnnouncements } from '@portal/ui/announcer';
import { fatalState } from '../shared/fatal.ts';
import { useMessages } from '../shared/messages.tsx';

export function ClearMessageOnNavigate() {
  const { onNavigate, show } = useMessages();
  const location = useLocation();
  useEffect(() => {
    onNavigate();
    clearAnnouncements();
    // A rendering error redirected here: its fatal message shows on the page it landed on.
    const fatal = fatalState.takeMessage();
    if (fatal) show(fatal);
  }, [location.pathname, onNavigate, show]);
  return null;
}
