/**
 * The public pages (spec §2: /, /login, /forgotten, /register, /reset, /terms, /error) that the
 * public entry serves without the data router: each path's page component, loaded on demand so a
 * page ships only its own code. Prerendered at build time (prerender.tsx) and hydrated (public-main.tsx).
 */
import type { ComponentType } from 'react';
import { LoginPage } from '../../features/sign-in/components/LoginPage.tsx';
import { paths } from '../../shared/paths.ts';

// The login page (/ and /login, the first page of most visits) is part of the entry: one script
// instead of a dozen small ones, which compress worse apart (−3.7 KiB gzip measured).
const login = () => Promise.resolve(LoginPage);

export const PUBLIC_PAGES = {
  [paths.root.path]: login,
  [paths.login.path]: login,
  [paths.forgotten.path]: () => import('../../features/sign-in/components/ForgottenPage.tsx').then((m) => m.ForgottenPage),
  [paths.register.path]: () => import('../../features/sign-in/components/RegisterPage.tsx').then((m) => m.RegisterPage),
  [paths.reset.path]: () => import('../../features/sign-in/components/ResetPage.tsx').then((m) => m.ResetPage),
  [paths.terms.path]: () => import('../../features/sign-in/components/TermsPage.tsx').then((m) => m.TermsPage),
  [paths.error.path]: () => import('../../features/errors/components/OopsPage.tsx').then((m) => m.OopsPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type PublicPath = keyof typeof PUBLIC_PAGES;

export const PUBLIC_PATHS = Object.keys(PUBLIC_PAGES) as PublicPath[];

export function isPublicPath(pathname: string): pathname is PublicPath {
  return Object.hasOwn(PUBLIC_PAGES, pathname);
}

const loaded = new Map<PublicPath, ComponentType>();

/**
 * A page loaded after the first script uses React Aria's links: it comes inside React Aria's
 * RouterProvider (aria-links.tsx, loaded beside it). The login page, in the first script, has none.
 */
async function loadPage(path: PublicPath): Promise<ComponentType> {
  const loader = PUBLIC_PAGES[path];
  if (loader === login) return loader();
  const [page, { withAriaLinks }] = await Promise.all([loader(), import('./aria-links.tsx')]);
  return withAriaLinks(page);
}

/** Loads a page's component; once loaded it renders at once (no Suspense), as hydration needs. */
export async function loadPublicPage(path: PublicPath): Promise<ComponentType> {
  const page = loaded.get(path) ?? (await loadPage(path));
  loaded.set(path, page);
  return page;
}

export function loadedPublicPage(path: PublicPath): ComponentType | undefined {
  return loaded.get(path);
}
