/*
 * Aho–Corasick over normalised text. Every character of the text is folded (NFKC, so full-width
 * ＢＡＤ is bad; lower case) and characters that are spaces, punctuation, symbols or combining
 * marks are skipped, so "敏 感 词" and "敏.感.词" match 敏感词. A match masks the original
 * characters from its first to its last matched one, spacers between them included.
 */

const SPACER = /^[\p{Z}\p{P}\p{S}\p{M}\p{C}]$/u;
/** ASCII is most of what is typed between words: its answers are a table, not a regex call. */
const asciiSpacer = Array.from({ length: 128 }, (_, code) => !/[A-Za-z0-9]/.test(String.fromCharCode(code)));

/** The folded form of one code point ('' for a spacer); usually one character, sometimes more (ﬁ → fi). */
export function foldChar(char: string): string {
  const code = char.codePointAt(0)!;
  if (code < 128) return asciiSpacer[code] ? '' : code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char;
  // CJK ideographs fold to themselves: skip the normaliser for the bulk of Chinese text.
  if (code >= 0x4e00 && code <= 0x9fff) return char;
  let folded = '';
  for (const part of char.normalize('NFKC').toLowerCase()) if (!SPACER.test(part)) folded += part;
  return folded;
}

/** A word as the automaton stores it: folded, spacers dropped. */
export const foldWord = (word: string): string => [...word].map(foldChar).join('');

interface Node {
  next: Map<string, number>;
  fail: number;
  /** Length (in folded characters) of the longest word ending here, through fail links too; 0 for none. */
  out: number;
}

export interface Matcher {
  readonly size: number;
  /** True when any word occurs. */
  has(text: string): boolean;
  /** The text with every match's characters replaced by *. */
  mask(text: string): string;
}

export function buildMatcher(words: readonly string[]): Matcher {
  const nodes: Node[] = [{ next: new Map(), fail: 0, out: 0 }];
  let size = 0;
  for (const word of words) {
    const folded = [...foldWord(word)];
    if (folded.length === 0) continue;
    let at = 0;
    for (const char of folded) {
      let to = nodes[at]!.next.get(char);
      if (to === undefined) {
        to = nodes.push({ next: new Map(), fail: 0, out: 0 }) - 1;
        nodes[at]!.next.set(char, to);
      }
      at = to;
    }
    if (nodes[at]!.out === 0) size++;
    nodes[at]!.out = folded.length;
  }
  // Breadth first, so a node's fail target is finished before the node.
  const queue: number[] = [...nodes[0]!.next.values()];
  for (let head = 0; head < queue.length; head++) {
    const node = nodes[queue[head]!]!;
    for (const [char, child] of node.next) {
      let fail = node.fail;
      while (fail !== 0 && !nodes[fail]!.next.has(char)) fail = nodes[fail]!.fail;
      const target = nodes[fail]!.next.get(char);
      const childNode = nodes[child]!;
      childNode.fail = target !== undefined && target !== child ? target : 0;
      childNode.out = Math.max(childNode.out, nodes[childNode.fail]!.out);
      queue.push(child);
    }
  }

  /** Calls `onMatch(first, last)` with code point indexes of the original text. */
  function scan(text: string, onMatch: (first: number, last: number) => boolean | void): void {
    if (size === 0) return;
    // origins[k] is the code point index of the k-th folded character; only the last `longest` are needed,
    // but words are short and texts are small, so a plain array is simplest.
    const origins: number[] = [];
    let at = 0;
    let index = 0;
    for (const char of text) {
      const folded = foldChar(char);
      for (const part of folded.length === 1 ? [folded] : [...folded]) {
        origins.push(index);
        let next = nodes[at]!.next.get(part);
        while (next === undefined && at !== 0) {
          at = nodes[at]!.fail;
          next = nodes[at]!.next.get(part);
        }
        at = next ?? 0;
        const length = nodes[at]!.out;
        if (length > 0 && onMatch(origins[origins.length - length]!, index) === true) return;
      }
      index++;
    }
  }

  return {
    size,
    has(text) {
      let found = false;
      scan(text, () => (found = true));
      return found;
    },
    mask(text) {
      let masked: boolean[] | undefined;
      scan(text, (first, last) => {
        masked ??= [];
        for (let i = first; i <= last; i++) masked[i] = true;
      });
      if (!masked) return text;
      const hidden = masked;
      return [...text].map((char, i) => (hidden[i] ? '*' : char)).join('');
    },
  };
}
