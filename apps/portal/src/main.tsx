import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { installRuntimeErrorReporting } from './shared/fatal.ts';

installRuntimeErrorReporting();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
