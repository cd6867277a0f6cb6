// Types of stryker.config.mjs for vitest.mutation.config.ts, which takes its list of fast tests from it.
export declare const testFiles: string[];
declare const config: Record<string, unknown>;
export default config;
