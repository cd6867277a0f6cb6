/** The public pages' server entry, built with `vite build --ssr` and run by build-tools/prerender.ts: each page as HTML. */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { PublicApp } from './PublicApp.tsx';
import { loadPublicPage, PUBLIC_PATHS, type PublicPath } from './public-pages.ts';
import { PublicRouter } from './router/PublicRouter.tsx';

export { PUBLIC_PATHS };

export async function render(path: PublicPath): Promise<string> {
  await loadPublicPage(path);
  return renderToString(
    <StrictMode>
      <PublicRouter location={path}>
        <PublicApp />
      </PublicRouter>
    </StrictMode>,
  );
}
export { renderClientFrame } from '../shell/client-frame-prerender.ts';
