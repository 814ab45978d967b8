/** Audio file writers for the demo library (and for the importer's tests). */

function toInt16(samples: Float32Array): Int16Array {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i]! * 32767)));
  return pcm;
}

/**
 * Mono 16-bit PCM WAV; with `id3`, the tag rides in an 'id3 ' chunk (as Picard and foobar2000 write
 * it), which music-metadata reads like an MP3's.
 */
export function encodeWav(samples: Float32Array, sampleRate: number, id3?: Buffer): Buffer {
  const pcm = toInt16(samples);
  const header = Buffer.alloc(44);
  let tagChunk = Buffer.alloc(0);
  if (id3) {
    // RIFF chunks are word-aligned: an odd-sized tag gets a pad byte.
    tagChunk = Buffer.alloc(8 + id3.length + (id3.length % 2));
    tagChunk.write('id3 ', 0, 'ascii');
    tagChunk.writeUInt32LE(id3.length, 4);
    id3.copy(tagChunk, 8);
  }
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.byteLength + tagChunk.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.byteLength, 40);
  return Buffer.concat([header, Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength), tagChunk]);
}

export interface Id3Tags {
  title?: string;
  /** Written as one TPE1 frame, names joined by '/'. */
  artists?: string[];
  album?: string;
  /** Other title (TIT3): the library shows it as an alias. */
  subtitle?: string;
  /** Unsynchronised lyrics (USLT). */
  lyrics?: string;
  cover?: { mime: string; data: Buffer };
}

const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);

function frame(id: string, body: Buffer): Buffer {
  const head = Buffer.alloc(10);
  head.write(id, 0, 'ascii');
  head.writeUInt32BE(body.length, 4);
  return Buffer.concat([head, body]);
}

/** Text frames are UTF-16 with a BOM (encoding 1): Chinese survives every reader. */
const textFrame = (id: string, text: string) => frame(id, Buffer.concat([Buffer.from([1]), utf16(text)]));

function syncsafe(size: number): Buffer {
  return Buffer.from([(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
}

/** An ID3v2.3 tag: in front of MP3 data, or inside a WAV's 'id3 ' chunk. */
export function id3v23(tags: Id3Tags): Buffer {
  const frames: Buffer[] = [];
  if (tags.title) frames.push(textFrame('TIT2', tags.title));
  if (tags.artists?.length) frames.push(textFrame('TPE1', tags.artists.join('/')));
  if (tags.album) frames.push(textFrame('TALB', tags.album));
  if (tags.subtitle) frames.push(textFrame('TIT3', tags.subtitle));
  if (tags.lyrics) {
    frames.push(frame('USLT', Buffer.concat([Buffer.from([1]), Buffer.from('chi', 'ascii'), utf16(''), Buffer.from([0, 0]), utf16(tags.lyrics)])));
  }
  if (tags.cover) {
    // Latin-1 MIME, picture type 3 (front cover), empty description.
    frames.push(frame('APIC', Buffer.concat([Buffer.from([0]), Buffer.from(`${tags.cover.mime}\0`, 'latin1'), Buffer.from([3, 0]), tags.cover.data])));
  }
  const body = Buffer.concat(frames);
  return Buffer.concat([Buffer.from('ID3', 'ascii'), Buffer.from([3, 0, 0]), syncsafe(body.length), body]);
}
