// `npm start`: build what is missing, then run the server (it migrates, seeds an empty
// database with demo content and serves the whole site).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, repoRoot } from './build-state.mjs';

ensureBuilt();
await import(pathToFileURL(path.join(repoRoot, 'server/dist/main.js')).href);
