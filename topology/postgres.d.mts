// Types of what TypeScript code (the topology suite) imports from postgres.mjs.
export declare const PG_BIN: string;
export declare function startCluster(options: { dir: string; port: number; fast?: boolean }): {
  url: string;
  version: string | undefined;
  stop(): void;
};
