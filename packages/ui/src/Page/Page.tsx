/** Page scaffolding inside the shell's `main`: a vertical stack and the page's one h1. */
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Page.css.ts';
import { cx } from '../utils/cx.ts';

export interface PageContainerProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
}

export function PageContainer({ className, ...props }: PageContainerProps) {
  return <div {...props} className={cx(styles.container, className)} />;
}

export interface PageHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  children: ReactNode;
}

export function PageHeading({ className, ...props }: PageHeadingProps) {
  return <h1 {...props} className={cx(styles.heading, className)} />;
}
