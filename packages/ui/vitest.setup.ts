import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor give up after 1 s by default; on a busy 2-core machine a render can take longer.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());
