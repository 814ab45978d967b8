// Bundles the server into dist/main.js. Runtime packages stay external (native modules,
// plugins that read their own files); only the workspace's TypeScript packages (contract, markdown)
// are bundled, their own dependencies staying external like the server's.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const dependencies = (file) => Object.keys(JSON.parse(readFileSync(here(file), 'utf8')).dependencies ?? {});
const workspacePackages = ['@blog/contract', '@blog/markdown'];
const external = [...new Set([...dependencies('./package.json'), ...dependencies('../markdown/package.json')])].filter((name) => !workspacePackages.includes(name));

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
