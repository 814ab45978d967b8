// Bundles the server into dist/main.js. Runtime packages stay external (native modules,
// plugins that read their own files); only the workspace's TypeScript contract is bundled.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const manifest = JSON.parse(readFileSync(here('./package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => name !== '@blog/contract');

await build({
  entryPoints: [here('./src/main.ts')],
  outfile: here('./dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // Bundled CommonJS code may call require(); ESM has none unless we create it.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'info',
});
