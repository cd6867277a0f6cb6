import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy*/waitFor give up after 1 s by default: a lazy route's first transform took over 5 s on a
// busy 2-core machine. What these tests check is the outcome, not its timing (budgets are benches).
configure({ asyncUtilTimeout: 15_000 });

// The files that share one module graph (testing/isolation.ts) each start as a new page load: the
// portal's own modules (its session, caches, page-load state) are evaluated afresh for every file,
// while React, React Aria and the other dependencies stay loaded.
vi.resetModules();

afterEach(() => {
  cleanup();
  // The routers the test made (app/router.tsx createTestRouter): their in-flight navigations stop with them.
  const routers = (globalThis as { portalTestRouters?: Set<{ dispose(): void }> }).portalTestRouters;
  for (const router of routers ?? []) router.dispose();
  routers?.clear();
});
