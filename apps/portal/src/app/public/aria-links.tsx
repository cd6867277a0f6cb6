/**
 * React Aria's RouterProvider for what the public pages load after the first script (the other pages,
 * the support chat): their RAC links navigate as NativeLink does, through the app's LinkRouterProvider.
 * A module apart, loaded with those pages: /login's first script carries no React Aria (issue 35).
 */
import type { ComponentType, ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useLinkRouter } from '@portal/ui/NativeLink';

export function AriaLinks({ children }: { children: ReactNode }) {
  const router = useLinkRouter();
  if (!router) return children;
  return (
    <RouterProvider navigate={(href) => router.navigate(href)} useHref={router.useHref}>
      {children}
    </RouterProvider>
  );
}

/** The component inside AriaLinks. */
export function withAriaLinks<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Linked(props: P) {
    return (
      <AriaLinks>
        <Component {...props} />
      </AriaLinks>
    );
  }
  Linked.displayName = `withAriaLinks(${Component.displayName ?? Component.name})`;
  return Linked;
}
