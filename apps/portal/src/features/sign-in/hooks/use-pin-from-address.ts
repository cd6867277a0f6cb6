/**
 * The registration or reset code a link carries (spec §5: `?pin=` pre-fills it; `#pin=` too, which never
 * reaches a server), read once, then taken out of the address at once with a replace, so it stays
 * neither in the address bar, the history, a bookmark nor a Referer (security review M7).
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const params = (text: string) => new URLSearchParams(text.replace(/^[?#]/, ''));

export function usePinFromAddress(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [pin] = useState(() => params(location.search).get('pin') ?? params(location.hash).get('pin'));
  useEffect(() => {
    const search = params(location.search);
    const hash = params(location.hash);
    if (!search.has('pin') && !hash.has('pin')) return;
    search.delete('pin');
    hash.delete('pin');
    // A string, not a { pathname, search } object: the public pages' router (react-router-compat) takes only addresses.
    const to = `${location.pathname}${search.size > 0 ? `?${search}` : ''}${hash.size > 0 ? `#${hash}` : ''}`;
    void navigate(to, { replace: true, state: location.state as unknown });
  }, [location, navigate]);
  return pin;
}
