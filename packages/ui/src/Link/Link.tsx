/** A text link on RAC Link: client-side navigation through the app's RouterProvider; external links open safely. */
import { Link as AriaLink, composeRenderProps, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css.ts';
import { cx } from '../utils/cx.ts';

export type LinkProps = AriaLinkProps;

export function Link({ className, target, rel, ...props }: LinkProps) {
  const external = target === '_blank';
  return (
    <AriaLink
      {...props}
      target={target}
      rel={external ? (rel ?? 'noopener noreferrer') : rel}
      className={composeRenderProps(className, (c) => cx(styles.link, c))}
    />
  );
}
