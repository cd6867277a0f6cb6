/** The client frame as HTML for build-tools/prerender.ts (built into the public pages' SSR bundle). */
import { createElement, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { ClientShellFrame } from './ClientShellFrame.tsx';

export function renderClientFrame(): string {
  return renderToString(createElement(StrictMode, null, createElement(ClientShellFrame)));
}
