import { RouterProvider } from 'react-router-dom';
import { installApplicationState } from '../shared/session-data.ts';
import { createPortalRouter } from './router.tsx';

// The application state (spec §3) records this launch and every session from here on.
installApplicationState();
const router = createPortalRouter();

export function App() {
  return <RouterProvider router={router} />;
}
