// Types of mutation-tests.mjs for vitest.mutation.config.ts.
export declare const testFiles: string[];
