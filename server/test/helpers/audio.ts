/**
 * Small real audio files built in code, for the music tests, the end-to-end specs and the upload
 * bench: no encoder needs to be installed.
 */

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, mono: 417-byte frames of 1152 samples. */
const MP3_FRAME_HEADER = Buffer.from([0xff, 0xfb, 0x90, 0xc4]);
const MP3_FRAME_BYTES = 417;
const MP3_FRAME_SECONDS = 1152 / 44_100;

/**
 * An MP3 of silence: frames whose side information says "no bits for this granule", which every
 * decoder plays as quiet. `tag` (an ID3v2 tag) goes in front, as taggers write it.
 */
export function silentMp3(seconds: number, tag?: Buffer): Buffer {
  const frames = Math.max(1, Math.round(seconds / MP3_FRAME_SECONDS));
  const frame = Buffer.alloc(MP3_FRAME_BYTES);
  MP3_FRAME_HEADER.copy(frame);
  const body = Buffer.alloc(frames * MP3_FRAME_BYTES);
  for (let i = 0; i < frames; i++) frame.copy(body, i * MP3_FRAME_BYTES);
  return tag ? Buffer.concat([tag, body]) : body;
}

// ---- FLAC (verbatim subframes: valid lossless FLAC without compression, so its size is exact)

function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** FLAC's UTF-8-like coding of the frame number. */
function codedNumber(n: number): number[] {
  if (n < 0x80) return [n];
  if (n < 0x800) return [0xc0 | (n >> 6), 0x80 | (n & 0x3f)];
  if (n < 0x10000) return [0xe0 | (n >> 12), 0x80 | ((n >> 6) & 0x3f), 0x80 | (n & 0x3f)];
  return [0xf0 | (n >> 18), 0x80 | ((n >> 12) & 0x3f), 0x80 | ((n >> 6) & 0x3f), 0x80 | (n & 0x3f)];
}

const FLAC_RATE = 44_100;
const FLAC_BLOCK = 4096;

/**
 * A mono 16-bit 44.1 kHz FLAC of about `targetBytes`, holding a quiet tone (every sample stored
 * as it is, so the size is known in advance). `title` becomes a Vorbis comment.
 */
export function toneFlac(targetBytes: number, title = 'tone'): Buffer {
  const frameBytes = 6 + 1 + FLAC_BLOCK * 2 + 2 + 3; // header (≤ 9) + subframe header + samples + CRC-16, roughly
  const frames = Math.max(1, Math.round(targetBytes / frameBytes));
  const totalSamples = frames * FLAC_BLOCK;

  const streamInfo = Buffer.alloc(34);
  streamInfo.writeUInt16BE(FLAC_BLOCK, 0);
  streamInfo.writeUInt16BE(FLAC_BLOCK, 2);
  // min/max frame size unknown (0); then 20 bits rate, 3 bits channels-1, 5 bits bps-1, 36 bits samples.
  const packed = (BigInt(FLAC_RATE) << 44n) | (0n << 41n) | (15n << 36n) | BigInt(totalSamples);
  streamInfo.writeBigUInt64BE(packed, 10);
  const vendor = Buffer.from('blog-bench');
  const comment = Buffer.from(`TITLE=${title}`);
  const vorbis = Buffer.alloc(4 + vendor.length + 4 + 4 + comment.length);
  let at = vorbis.writeUInt32LE(vendor.length, 0);
  at += vendor.copy(vorbis, at);
  at = vorbis.writeUInt32LE(1, at);
  at = vorbis.writeUInt32LE(comment.length, at);
  comment.copy(vorbis, at);
  const block = (type: number, last: boolean, data: Buffer) => Buffer.concat([Buffer.from([(last ? 0x80 : 0) | type, data.length >> 16, (data.length >> 8) & 0xff, data.length & 0xff]), data]);

  const parts: Buffer[] = [Buffer.from('fLaC'), block(0, false, streamInfo), block(4, true, vorbis)];
  const samples = Buffer.alloc(FLAC_BLOCK * 2);
  for (let f = 0; f < frames; f++) {
    // Frame header: sync 0xFFF8 (fixed block size), block size 0111 (16-bit value follows), rate 1001 (44.1 kHz),
    // mono 0000, 16 bits 100, then the frame number, the block size - 1 and CRC-8.
    const header = [0xff, 0xf8, 0x79, 0x08, ...codedNumber(f), (FLAC_BLOCK - 1) >> 8, (FLAC_BLOCK - 1) & 0xff];
    header.push(crc8(Uint8Array.from(header)));
    for (let i = 0; i < FLAC_BLOCK; i++) {
      const t = (f * FLAC_BLOCK + i) / FLAC_RATE;
      samples.writeInt16BE(Math.round(3000 * Math.sin(2 * Math.PI * 440 * t)), i * 2);
    }
    // Subframe header: zero pad bit, type 000001 (verbatim), no wasted bits.
    const frame = Buffer.concat([Buffer.from(header), Buffer.from([0x02]), samples]);
    const crc = crc16(frame);
    parts.push(frame, Buffer.from([crc >> 8, crc & 0xff]));
  }
  return Buffer.concat(parts);
}
