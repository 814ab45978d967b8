import { defineConfig, type Plugin, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompressAssets } from './build/precompress';
import { themeBoot } from './build/themeBoot';
import { bundleStats } from './build/bundleStats';
import { keepPreviousBuild } from './build/keepPreviousBuild';

const API_SERVER = 'http://localhost:3000';

// @vitejs/plugin-react is hoisted next to the root's vite 8 (vitest's), so its types name that
// vite; at run time it works with this workspace's vite 7, hence the cast between the two types.
const reactPlugin = react() as unknown as PluginOption;

/**
 * @blog/contract has no side effects, but its zod schemas are built by top-level calls that the
 * bundler cannot prove pure; without this the browser would download zod for a few constants.
 */
const contractWithoutSideEffects: Plugin = {
  name: 'contract-without-side-effects',
  transform(code, id) {
    if (!/[\\/]contract[\\/]src[\\/]/.test(id)) return null;
    return { code, map: null, moduleSideEffects: false };
  },
};

/**
 * antd's ConfigProvider imports the shared tooltip popup (tooltip/UniqueProvider, with the whole
 * @rc-component/trigger positioning engine) at the top of its module, but renders it only for
 * `tooltip={{ unique: true }}`, which this site never sets. A pass-through stands in for it, so
 * the positioning code loads with the first page that shows a tooltip, popover or dropdown
 * instead of with every page. (Setting `tooltip.unique` would need this plugin removed.)
 */
const UNIQUE_TOOLTIP_STUB = '\0unique-tooltip-passthrough';
const configProviderWithoutUniqueTooltip: Plugin = {
  name: 'config-provider-without-unique-tooltip',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '../tooltip/UniqueProvider' && importer && /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer)) {
      return UNIQUE_TOOLTIP_STUB;
    }
    return null;
  },
  load(id) {
    return id === UNIQUE_TOOLTIP_STUB ? 'export default function UniqueProvider(props) { return props.children; }' : null;
  },
};

/**
 * axios tries its adapters in the order xhr, http, fetch: in a browser XMLHttpRequest always
 * answers first, so the fetch adapter (a quarter of axios) is never used by the site. It is left
 * out of the visitors' build; `fetch` in axios's adapter list then reads as "not available".
 */
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const axiosWithoutFetchAdapter: Plugin = {
  name: 'axios-without-fetch-adapter',
  load(id) {
    return AXIOS_FETCH_ADAPTER.test(id) ? 'export const getFetch = () => false;\nexport default false;' : null;
  },
};

type ModuleInfoLookup = (id: string) => { isEntry: boolean; importers: readonly string[] } | null;

const REACT_VENDOR = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
const ANTD_VENDOR = /node_modules[\\/](antd|@ant-design|@rc-component|@emotion|stylis|clsx|classnames)[\\/]/;

/** The app root, imported by the entry right after the first screen has painted (src/app/App.tsx). */
const APP_ROOT = /[\\/]src[\\/]app[\\/]AppRoot\.tsx$/;

/** Whether the entry or the app root reaches a module by static imports only (so it loads on every page). */
function makeEntryReachability(getModuleInfo: ModuleInfoLookup) {
  const memo = new Map<string, boolean>();
  const reach = (id: string): boolean => {
    const known = memo.get(id);
    if (known !== undefined) return known;
    memo.set(id, false); // cycle guard
    const info = getModuleInfo(id);
    const result = !!info && (info.isEntry || APP_ROOT.test(id) || info.importers.some(reach));
    memo.set(id, result);
    return result;
  };
  return reach;
}

let entryReaches: ((id: string) => boolean) | undefined;

/**
 * Stable vendor chunks, so app changes do not invalidate cached library code: React and the
 * router always; antd only the part the shell itself needs. antd parts used by one page only
 * (Timeline, Image, Pagination...) stay with that page, and md-editor-rt stays with the article.
 */
function vendorChunk(id: string, meta: { getModuleInfo: ModuleInfoLookup }): string | undefined {
  if (REACT_VENDOR.test(id)) return 'vendor-react';
  if (ANTD_VENDOR.test(id)) {
    entryReaches ??= makeEntryReachability(meta.getModuleInfo);
    return entryReaches(id) ? 'vendor-antd' : undefined;
  }
  return undefined;
}

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** In development the console's pages are served admin.html, as the server does in production. */
const adminPagesInDev: Plugin = {
  name: 'admin-pages-in-dev',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url && /^\/admin(?:[/?]|$)/.test(request.url)) request.url = '/admin.html';
      next();
    });
  },
};

/**
 * The visitors' site (index.html). The admin console is a second build (mode "admin"): built in
 * one graph with the site, modules the two share would be split and merged into chunks by both
 * sides' needs, and /home would load console code.
 */
const siteConfig = defineConfig({
  plugins: [
    reactPlugin,
    contractWithoutSideEffects,
    configProviderWithoutUniqueTooltip,
    axiosWithoutFetchAdapter,
    themeBoot(),
    precompressAssets(),
    adminPagesInDev,
    bundleStats(),
    keepPreviousBuild(),
  ],
  resolve: { alias },
  server: {
    proxy: {
      '/api': API_SERVER,
      '/wapi': API_SERVER,
      '/uploads': API_SERVER,
      '/ws': { target: API_SERVER, ws: true },
    },
  },
  build: {
    target: 'es2020',
    chunkSizeWarningLimit: 900,
    // keepPreviousBuild clears the output instead, sparing the previous build's hashed files.
    emptyOutDir: false,
    // The server reads it to preload the chunks of the page being served (server/src/platform/bootRoutes.ts).
    manifest: true,
    rollupOptions: {
      output: {
        manualChunks(id, meta) {
          return vendorChunk(id, meta);
        },
        // No experimentalMinChunkSize: it folds small chunks into chunks that more pages load, so
        // /home downloaded other pages' code (menu icons, the tag page, the comments' like
        // button: 5 KB gzip at 8 KB, 1 KB at 2 KB). Without it every page downloads only what it
        // uses, in more files (docs/BENCHMARKS.md, page weight after issue 28).
      },
    },
  },
});

/** The admin console (admin.html → /admin/*), written beside the site's build after it. */
const adminConfig = defineConfig({
  plugins: [reactPlugin, contractWithoutSideEffects, themeBoot(), precompressAssets(), keepPreviousBuild({ adds: true })],
  resolve: { alias },
  build: {
    target: 'es2020',
    chunkSizeWarningLimit: 2500,
    emptyOutDir: false,
    assetsDir: 'admin-assets',
    rollupOptions: { input: fileURLToPath(new URL('./admin.html', import.meta.url)) },
  },
});

export default defineConfig(({ mode }) => (mode === 'admin' ? adminConfig : siteConfig));
