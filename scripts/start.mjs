// `npm start`: build what is missing, then run the server (it migrates, seeds an empty
// database with demo content and serves the whole site).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, repoRoot } from './build-state.mjs';

/**
 * glibc's malloc raises its mmap threshold after large buffers are freed and from then on keeps
 * image-sized buffers in the heap, never returning them: after decoding a few large uploads the
 * server held 100–300 MB more for good. A fixed threshold (128 KiB, glibc's default starting value)
 * returns them. glibc reads it only at process start, so the server runs as a child with it set.
 * Other C libraries ignore it. server/src/platform/mallocTuning.ts warns when it is missing.
 */
const MALLOC_TUNING = { MALLOC_MMAP_THRESHOLD_: '131072' };

ensureBuilt();
const main = path.join(repoRoot, 'server/dist/main.js');
if (Object.keys(MALLOC_TUNING).every((name) => process.env[name] !== undefined)) {
  await import(pathToFileURL(main).href);
} else {
  const child = spawn(process.execPath, [main], { stdio: 'inherit', env: { ...MALLOC_TUNING, ...process.env } });
  // The server shuts down cleanly on these; a terminal's Ctrl-C reaches both processes anyway.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
}
