/** Page scaffolding inside the shell's `main`: a vertical stack and the page's one h1. */
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Page.css.ts';

export interface PageContainerProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
}

export function PageContainer({ className, ...props }: PageContainerProps) {
  return <div {...props} className={[styles.container, className].filter(Boolean).join(' ')} />;
}

export interface PageHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  children: ReactNode;
}

export function PageHeading({ className, ...props }: PageHeadingProps) {
  return <h1 {...props} className={[styles.heading, className].filter(Boolean).join(' ')} />;
}
