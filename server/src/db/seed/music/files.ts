import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { artworkSvg, type ArtStyle } from '../artwork';
import { hashText } from '../palette';
import { encodeWav, id3v23 } from './encode';
import { renderTrack, SAMPLE_RATE, barSeconds, type TrackSound } from './synth';
import type { DemoTrack } from './tracks';
import { fileExists, writeFileAtomically } from '../../../platform/files';

/**
 * Writes the demo tracks as files the importer reads like any other: tagged WAV + sidecar .lrc.
 * WAV, not MP3: the pure-JS MP3 encoder needed ~13 s for the eight tracks on a 2-core machine,
 * rendering and writing WAV takes ~2 s; the files are ~1.3 MB a minute, fine for a local demo.
 */
export const DEMO_AUDIO_EXTENSION = '.wav';

const COVER_STYLES: ArtStyle[] = ['waves', 'rings', 'bubbles', 'mosaic', 'mountains', 'stripes'];

export function demoMusicDir(dataDir: string): string {
  return path.join(dataDir, 'music', 'demo');
}

export function soundOf(track: DemoTrack): TrackSound {
  return { ...track.sound, bars: 1 + track.lines.length * track.lineBars + 1, seed: hashText(track.file) };
}

function stamp(seconds: number): string {
  const hundredths = Math.round(seconds * 100);
  const mm = String(Math.floor(hundredths / 6000)).padStart(2, '0');
  const ss = String(Math.floor((hundredths % 6000) / 100)).padStart(2, '0');
  return `[${mm}:${ss}.${String(hundredths % 100).padStart(2, '0')}]`;
}

/** LRC timed to the music: the title at 0, then one line at the start of each phrase. */
export function lrcOf(track: DemoTrack): string {
  const bar = barSeconds(soundOf(track));
  const lines = [`${stamp(0)}${track.title} - ${track.artists.join(' / ')}`];
  track.lines.forEach((text, i) => lines.push(`${stamp((1 + i * track.lineBars) * bar)}${text}`));
  return `${lines.join('\n')}\n`;
}

export function coverSvg(name: string, hue: number, index: number, size = 500): string {
  return artworkSvg({ width: size, height: size, hue, style: COVER_STYLES[index % COVER_STYLES.length] ?? 'waves', seed: hashText(name) });
}



/** Creates the tracks not on disk yet; answers how many were written. */
export async function ensureDemoTracks(dir: string, tracks: readonly DemoTrack[]): Promise<number> {
  await mkdir(dir, { recursive: true });
  let written = 0;
  for (const [index, track] of tracks.entries()) {
    const lrcFile = path.join(dir, `${track.file}.lrc`);
    if (!(await fileExists(lrcFile))) await writeFileAtomically(lrcFile, lrcOf(track));
    const audioFile = path.join(dir, `${track.file}${DEMO_AUDIO_EXTENSION}`);
    if (await fileExists(audioFile)) continue;
    const cover = await sharp(Buffer.from(coverSvg(track.file, track.hue, index))).jpeg({ quality: 85 }).toBuffer();
    const tag = id3v23({ title: track.title, artists: track.artists, album: track.album, subtitle: track.alias, cover: { mime: 'image/jpeg', data: cover } });
    await writeFileAtomically(audioFile, encodeWav(renderTrack(soundOf(track)), SAMPLE_RATE, tag));
    written++;
  }
  return written;
}

export const playlistCoverFile = (name: string) => `playlist-${name}.webp`;

/** A WebP playlist cover under uploads/music; existing files are kept. */
export async function ensurePlaylistCover(uploadDir: string, name: string, hue: number, index: number): Promise<string> {
  await mkdir(uploadDir, { recursive: true });
  const fileName = playlistCoverFile(name);
  const file = path.join(uploadDir, fileName);
  if (!(await fileExists(file))) await writeFileAtomically(file, await sharp(Buffer.from(coverSvg(`playlist-${name}`, hue, index + 2))).webp({ quality: 80 }).toBuffer());
  return fileName;
}
