import { RouterProvider } from 'react-router-dom';
import { createPortalRouter } from './router.tsx';

const router = createPortalRouter();

export function App() {
  return <RouterProvider router={router} />;
}
