/**
 * The Link's twin on a plain <a> (issue 35: the login page's first script carries no React Aria press
 * machinery): the same class and data attributes, and the same client-side navigation through the app's
 * React Aria RouterProvider (its router context only, not RAC Link). A click with a modifier, a link to
 * another origin or a new tab is the browser's own; `target="_blank"` gets `rel="noopener noreferrer"`.
 */
import type { AnchorHTMLAttributes } from 'react';
import { shouldClientNavigate, useRouter } from 'react-aria/private/utils/openLink';
import * as styles from '../Link/Link.css.ts';
import { cx } from '../utils/cx.ts';
import { useNativeStates } from '../utils/native-states.ts';

export interface NativeLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

export function NativeLink({ href, target, rel, className, onClick, onFocus, onBlur, children, ...props }: NativeLinkProps) {
  const router = useRouter();
  const { data, handlers } = useNativeStates<HTMLAnchorElement>(false, ['Enter']);
  return (
    <a
      {...props}
      {...handlers}
      {...data}
      href={router.useHref(href)}
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
        if (event.defaultPrevented || router.isNative || !shouldClientNavigate(event.currentTarget, event)) return;
        event.preventDefault();
        router.open(event.currentTarget, event, href, undefined);
      }}
    >
      {children}
    </a>
  );
}
