import { open } from 'node:fs/promises';

export type AudioKind = 'mp3' | 'flac' | 'ogg' | 'm4a' | 'wav';

const ascii = (bytes: Buffer, start: number, length: number) => bytes.subarray(start, start + length).toString('latin1');

/** An ID3v2 tag's total length from its 10-byte header (the size is "syncsafe": 7 bits a byte). */
function id3Length(header: Buffer): number {
  const size = ((header[6]! & 0x7f) << 21) | ((header[7]! & 0x7f) << 14) | ((header[8]! & 0x7f) << 7) | (header[9]! & 0x7f);
  const footer = (header[5]! & 0x10) !== 0 ? 10 : 0;
  return 10 + size + footer;
}

/** What the first bytes of an audio stream say it is (after any ID3v2 tags); null for anything else. */
export function kindOfHead(head: Buffer): AudioKind | null {
  if (head.length < 12) return null;
  if (ascii(head, 0, 4) === 'fLaC') return 'flac';
  if (ascii(head, 0, 4) === 'OggS') return 'ogg';
  if (ascii(head, 4, 4) === 'ftyp') return 'm4a';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WAVE') return 'wav';
  // An MPEG audio frame: 11 sync bits, a version other than "reserved", layer I–III (00 is ADTS AAC).
  if (head[0] === 0xff && (head[1]! & 0xe0) === 0xe0 && (head[1]! & 0x18) !== 0x08 && (head[1]! & 0x06) !== 0) return 'mp3';
  return null;
}

/**
 * The kind of audio a file holds, judged by its content, never its name. ID3v2 tags (MP3's, but
 * FLAC files carry them too) are skipped to the stream behind them.
 */
export async function sniffAudioFile(file: string): Promise<AudioKind | null> {
  const handle = await open(file, 'r');
  try {
    let offset = 0;
    for (let tags = 0; tags < 4; tags++) {
      const head = Buffer.alloc(16);
      const { bytesRead } = await handle.read(head, 0, head.length, offset);
      if (bytesRead < 12) return null;
      if (ascii(head, 0, 3) !== 'ID3') return kindOfHead(head);
      offset += id3Length(head);
    }
    return null;
  } finally {
    await handle.close();
  }
}
