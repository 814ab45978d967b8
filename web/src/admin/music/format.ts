/** mm:ss of a duration in milliseconds. */
export function clockOf(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** 3.4 MB, 820 KB. */
export function sizeOf(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** An .lrc file's text: UTF-8, or GB18030 (many Chinese .lrc files are GBK) when it is not valid UTF-8. */
export async function readLrcFile(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** mm:ss.cc of a lyric line, as LRC writes it. */
export function lyricClock(ms: number): string {
  const hundredths = Math.round(ms / 10);
  return `${clockOf(Math.floor(hundredths / 100) * 1000)}.${String(hundredths % 100).padStart(2, '0')}`;
}
