// Types of what TypeScript code (bench/) imports from lib.mjs.
export declare const repoRoot: string;
export declare const SERVER_NODE_FLAGS: readonly string[];
