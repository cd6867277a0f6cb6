/**
 * What the public pages import from 'react-router-dom', answered by the public router: the public
 * build (vite.public.config.ts) resolves 'react-router-dom' here, so the sign-in pages shared with the
 * client app run unchanged without React Router. Only these exports exist: the build fails on another.
 */
import { useCallback, useMemo } from 'react';
import { navigate, type NavigateOptions, type PublicLocation } from './public-history.ts';
import { usePublicLocation } from './PublicRouter.tsx';

export type { NavigateOptions };

export function useLocation(): PublicLocation {
  return usePublicLocation();
}

export function useNavigate(): (to: string | number, options?: NavigateOptions) => void {
  return navigate;
}

type SearchInit = ConstructorParameters<typeof URLSearchParams>[0];

export function useSearchParams(): [URLSearchParams, (next: SearchInit, options?: NavigateOptions) => void] {
  const { pathname, search } = usePublicLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(`${pathname}${query ? `?${query}` : ''}`, options);
    },
    [pathname],
  );
  return [params, setParams];
}

/** Addresses are absolute here; an object `to` is joined as React Router would. */
export function useHref(to: string | Partial<Pick<PublicLocation, 'pathname' | 'search' | 'hash'>>): string {
  const { pathname } = usePublicLocation();
  if (typeof to === 'string') return to;
  return `${to.pathname ?? pathname}${to.search ?? ''}${to.hash ?? ''}`;
}
