import { writeFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * With BUNDLE_STATS=<file> set, writes every chunk's modules and rendered sizes as JSON, to see
 * what a page's chunks are made of (bench/page-weight.ts says which chunks a page loads).
 */
export function bundleStats(): Plugin {
  const target = process.env.BUNDLE_STATS;
  return {
    name: 'bundle-stats',
    apply: 'build',
    generateBundle(_options, bundle) {
      const short = (id: string) => id.replace(/^.*node_modules[\\/]/, 'npm:').replace(/^.*[\\/]web[\\/]src[\\/]/, 'src/');
      if (!target) return;
      const chunks = Object.values(bundle)
        .filter((item) => item.type === 'chunk')
        .map((chunk) => ({
          file: chunk.fileName,
          isEntry: chunk.isEntry,
          imports: chunk.imports,
          dynamicImports: chunk.dynamicImports,
          size: chunk.code.length,
          modules: Object.entries(chunk.modules)
            .map(([id, info]) => ({ id: short(id), size: info.renderedLength, importers: (this.getModuleInfo(id)?.importers ?? []).map(short) }))
            .filter((module) => module.size > 0)
            .sort((a, b) => b.size - a.size),
        }));
      writeFileSync(target, JSON.stringify(chunks, null, 1));
    },
  };
}
