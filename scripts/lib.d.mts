// Types of what TypeScript code (bench/, the tests, the story tests' config) imports from lib.mjs.
export declare const repoRoot: string;
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare const CHROMIUM_ARGS: readonly string[];
export declare const STEADY_PIXELS_ARGS: readonly string[];
export declare function chromiumPath(): string;
/** Assignable to playwright's LaunchOptions. */
export declare function chromiumLaunchOptions(options?: { steadyPixels?: boolean; args?: readonly string[] }): {
  executablePath: string;
  args: string[];
};
