import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { installRuntimeErrorReporting } from './shared/fatal.ts';
import { installStaleChunkReload } from './shared/stale-chunks.ts';
import { installUnauthorisedWatch } from './shared/unauthorised.ts';

installRuntimeErrorReporting();
// A 401 from a data call ends the session (the shell shows the session-ended message).
installUnauthorisedWatch();
// A tab opened before a deploy reloads (once) when a chunk of its old build is gone.
installStaleChunkReload();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
const root = createRoot(container);
// The app's own modules (router, shell, design system) evaluate in a task of their own after React's:
// two shorter main-thread tasks instead of one long one. The page's HTML modulepreloads the chunk.
// The first render is a transition (issue 35 item 3): React renders it in slices that yield to the
// browser rather than in one long task; the prerendered frame stays until it commits.
void import('./app/App.tsx').then(({ App }) =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
