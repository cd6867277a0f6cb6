/**
 * Writes dist/bundle-stats.json at build time: every JS chunk with its static and dynamic imports, the source module it stands for, and its modules' rendered sizes. The bundle report
 * (bench/bundle.bench.ts) and the byte-budget test read it; nothing at run time does.
 */
import { relative } from 'node:path';
import type { Plugin } from 'vite';

export interface ChunkStats {
  file: string;
  isEntry: boolean;
  /** The source module this chunk is the entry or lazy import of (repo-relative), if any. */
  source: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Rendered (minified, before gzip) bytes per module, largest first. */
  modules: { id: string; bytes: number }[];
}

export interface BundleStats {
  chunks: ChunkStats[];
  css: string[];
}

/** Module ids made readable: node_modules/<pkg>/… or the repo-relative path. */
function shortId(id: string, root: string): string {
  const clean = id.replace(/\0/g, '').replace(/\?.*$/, '');
  const nm = clean.lastIndexOf('/node_modules/');
  if (nm >= 0) return `node_modules/${clean.slice(nm + '/node_modules/'.length)}`;
  return relative(root, clean);
}

/** `fileName`: the client app's build writes bundle-stats.json, the public pages' build public-bundle-stats.json. */
export function bundleStats(repoRoot: string, fileName = 'bundle-stats.json'): Plugin {
  return {
    name: 'portal-bundle-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkStats[] = [];
      const css: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type === 'asset') {
          if (output.fileName.endsWith('.css')) css.push(output.fileName);
          continue;
        }
        chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          source: output.facadeModuleId ? shortId(output.facadeModuleId, repoRoot) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.entries(output.modules)
            .map(([id, info]) => ({ id: shortId(id, repoRoot), bytes: info.renderedLength }))
            .filter((m) => m.bytes > 0)
            .sort((a, b) => b.bytes - a.bytes),
        });
      }
      const stats: BundleStats = { chunks, css };
      this.emitFile({ type: 'asset', fileName, source: JSON.stringify(stats) });
    },
  };
}
