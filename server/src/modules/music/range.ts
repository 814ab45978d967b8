/** One byte range of a file, inclusive ends (RFC 9110 §14). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The Range header of a request for a file of `size` bytes:
 * - null: no usable range, send the whole file (a header we do not understand, or several
 *   ranges, may be ignored by the RFC);
 * - 'unsatisfiable': the range lies wholly past the end (answer 416);
 * - a ByteRange otherwise, clamped to the file.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // Suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Number(last);
  if (end < start) return null;
  return { start, end: Math.min(end, size - 1) };
}
