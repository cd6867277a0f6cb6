import { StrictMode } from 'react';
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
void import('./app/App.tsx').then(({ App }) =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
