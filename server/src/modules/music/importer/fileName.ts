import path from 'node:path';

/**
 * Title and artists of a file without tags, from names like 'Artist - Title.mp3' or
 * 'A、B - Title.flac'; a name without ' - ' is all title.
 */
export function infoFromFileName(file: string): { title: string; artists: string[] } {
  const base = path.basename(file, path.extname(file)).trim();
  const dash = base.indexOf(' - ');
  if (dash > 0) {
    const artists = splitArtists(base.slice(0, dash));
    const title = base.slice(dash + 3).trim();
    if (title && artists.length > 0) return { title, artists };
  }
  return { title: base || path.basename(file), artists: [] };
}

/** 'A/B', 'A、B', 'A & B', 'A; B' name several artists. */
export function splitArtists(text: string): string[] {
  return text
    .split(/\s*(?:\/|、|;|；|&|,|，)\s*/)
    .map((name) => name.trim())
    .filter(Boolean);
}
