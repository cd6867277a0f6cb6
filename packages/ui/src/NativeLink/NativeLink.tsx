/**
 * The Link's twin on a plain <a> (issue 35: the login page's first script carries no React Aria): the
 * same class and data attributes, and client-side navigation through the app's `LinkRouterProvider`
 * (beside React Aria's RouterProvider, which RAC links use: the app gives both the same navigate and
 * useHref). Without a provider, or for a click with a modifier, a new tab, a download or another origin,
 * the browser follows the link itself; `target="_blank"` gets `rel="noopener noreferrer"`.
 */
import { createContext, useContext, useMemo, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import * as styles from '../Link/Link.css.ts';
import { cx } from '../utils/cx.ts';
import { useNativeStates } from '../utils/native-states.ts';

export interface LinkRouter {
  navigate: (href: string) => void;
  useHref: (href: string) => string;
}

const LinkRouterContext = createContext<LinkRouter | null>(null);
const sameHref = (href: string) => href;

export interface LinkRouterProviderProps extends Partial<Pick<LinkRouter, 'useHref'>> {
  /** Client-side navigation to an href of this origin. */
  navigate: (href: string) => void;
  children: ReactNode;
}

/** The app's client-side navigation for NativeLink (React Aria's RouterProvider does the same for RAC links). */
export function LinkRouterProvider({ navigate, useHref = sameHref, children }: LinkRouterProviderProps) {
  const router = useMemo(() => ({ navigate, useHref }), [navigate, useHref]);
  return <LinkRouterContext.Provider value={router}>{children}</LinkRouterContext.Provider>;
}

/** The app's link router (null without a provider): a lazily loaded page hands it to React Aria's RouterProvider. */
export const useLinkRouter = (): LinkRouter | null => useContext(LinkRouterContext);

/** Whether a click on the link is the app's to handle (React Aria's rule: same tab, same origin, no modifier). */
function isClientNavigation(link: HTMLAnchorElement, event: MouseEvent): boolean {
  const target = link.getAttribute('target');
  return (
    (!target || target === '_self') &&
    link.origin === window.location.origin &&
    !link.hasAttribute('download') &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey
  );
}

export interface NativeLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

export function NativeLink({ href, target, rel, className, onClick, onFocus, onBlur, children, ...props }: NativeLinkProps) {
  const router = useContext(LinkRouterContext);
  const { data, handlers } = useNativeStates<HTMLAnchorElement>(false, ['Enter']);
  // The provider is the same for the tree's life, so this is always the same hook.
  const resolvedHref = (router?.useHref ?? sameHref)(href);
  return (
    <a
      {...props}
      {...handlers}
      {...data}
      href={resolvedHref}
      target={target}
      rel={target === '_blank' ? (rel ?? 'noopener noreferrer') : rel}
      className={cx(styles.link, className)}
      onFocus={(event) => {
        handlers.onFocus(event);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        handlers.onBlur();
        onBlur?.(event);
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !router || !isClientNavigation(event.currentTarget, event)) return;
        event.preventDefault();
        router.navigate(href);
      }}
    >
      {children}
    </a>
  );
}
