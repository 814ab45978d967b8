import { stripInvisibleCharacters } from '@blog/contract';

/**
 * File names for exported articles that every desktop system accepts: Windows refuses
 * `\ / : * ? " < > |`, control characters, names ending in a dot or space and device names (CON,
 * NUL…); macOS and Windows compare names without case, so `Hello.md` and `hello.md` would overwrite
 * each other when unzipped. Bidi controls and zero-width characters are dropped: a right-to-left
 * override in a title makes a file manager show `笔记\u202edm.exe` as `笔记exe.md`.
 */

// eslint-disable-next-line no-control-regex -- control characters are exactly what must go
const FORBIDDEN = /[/\\:*?"<>|\u0000-\u001f\u007f]/g;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;
/** Characters of a name before the extension; long titles are cut, well under every system's limit. */
const NAME_MAX = 80;

/** The stem (no extension) a title becomes, or '' when nothing usable is left. */
export function safeStem(title: string): string {
  const cleaned = stripInvisibleCharacters(title.normalize('NFC')).replace(FORBIDDEN, ' ').replace(/\s+/g, ' ').trim();
  // Cut by code points so a character outside the BMP (an emoji) is never split in half.
  const cut = Array.from(cleaned).slice(0, NAME_MAX).join('');
  // No leading dot (hidden on macOS and Linux), no trailing dot or space (Windows drops them).
  const stem = cut.replace(/^[.\s]+/, '').replace(/[.\s]+$/, '');
  return WINDOWS_DEVICE.test(stem) ? '' : stem;
}

/** Hands out unique names within one folder of the archive: `name.ext`, then `name-2.ext`, `name-3.ext`… */
export function createNamer() {
  const taken = new Set<string>();
  return (stem: string, extension: string): string => {
    for (let n = 1; ; n += 1) {
      const name = `${n === 1 ? stem : `${stem}-${n}`}${extension}`;
      // macOS stores names decomposed and compares them without case: so must we.
      const key = name.normalize('NFC').toLowerCase();
      if (!taken.has(key)) {
        taken.add(key);
        return name;
      }
    }
  };
}

/** `<safe title>.md`, or `article-<id>.md` when the title has nothing usable; unique through `namer`. */
export function articleFileName(namer: ReturnType<typeof createNamer>, title: string, id: number): string {
  return namer(safeStem(title) || `article-${id}`, '.md');
}
