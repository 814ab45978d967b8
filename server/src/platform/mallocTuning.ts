/**
 * glibc's malloc raises its mmap threshold after large buffers are freed and then keeps
 * image-sized buffers in the heap for good: nine sequential decodes of a 49-megapixel progressive
 * JPEG left the process 300 MB larger than before them; with `MALLOC_MMAP_THRESHOLD_=131072` it
 * went back to where it was (docs/BENCHMARKS.md, 图片炸弹). glibc reads it only at start, so
 * `npm start` sets it for the server process (scripts/start.mjs); this warns whoever starts
 * server/dist/main.js another way (systemd, Docker) without it.
 */
export const MALLOC_TUNING_VARIABLE = 'MALLOC_MMAP_THRESHOLD_';
export const MALLOC_TUNING_VALUE = '131072';

export function usesGlibc(): boolean {
  if (process.platform !== 'linux') return false;
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header;
  return typeof header?.glibcVersionRuntime === 'string';
}

export function mallocTuningWarning(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env[MALLOC_TUNING_VARIABLE] !== undefined || !usesGlibc()) return null;
  return (
    `没有设置环境变量 ${MALLOC_TUNING_VARIABLE}=${MALLOC_TUNING_VALUE}：处理过大图片后，glibc 会把释放的内存一直留在进程里（多占 100–300 MB）。` +
    `npm start 会自动设置；用 systemd 或 Docker 直接运行 node server/dist/main.js 时，请在环境变量里加上它（systemd：Environment=${MALLOC_TUNING_VARIABLE}=${MALLOC_TUNING_VALUE}）。`
  );
}
