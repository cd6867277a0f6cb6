import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default: a lazy route's first transform can take longer on a
// busy 2-core machine. What these tests check is the outcome, not its timing (budgets are benches).
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
