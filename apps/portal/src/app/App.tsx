import { RouterProvider } from 'react-router-dom';
import { createPortalRouter } from './router.tsx';

// The application state (spec §3) records this launch and every session from here on (loaded apart: no first script carries it).
import('../shared/app-state.ts').then(
  ({ installApplicationState }) => installApplicationState(),
  () => undefined,
);
const router = createPortalRouter();

export function App() {
  return <RouterProvider router={router} />;
}
