import { randomFrom, type Random } from '../palette';

/**
 * A small, deterministic synthesizer for the demo library: soft pad chords, a plucked bass, a
 * pentatonic melody and (optionally) brushed percussion, all sine/triangle voices with smooth
 * envelopes so nothing clicks or sounds harsh. Mono float samples in -1..1.
 */
export const SAMPLE_RATE = 22050;

export interface TrackSound {
  /** MIDI note of the key's tonic (60 = middle C). */
  tonic: number;
  mode: 'major' | 'minor';
  bpm: number;
  /** Chords as scale degrees (0 = I/i), one per bar, looped. */
  progression: number[];
  bars: number;
  seed: number;
  /** Melody voice: triangle is brighter, sine rounder. */
  lead: 'sine' | 'triangle';
  percussion: boolean;
}

const SCALES = { major: [0, 2, 4, 5, 7, 9, 11], minor: [0, 2, 3, 5, 7, 8, 10] };
/** Scale degrees (0-based) that form each mode's pentatonic scale: no semitone clashes. */
const PENTATONIC = { major: [0, 1, 2, 4, 5], minor: [0, 2, 3, 4, 6] };
const INTRO_BARS = 1;
const TAIL_SECONDS = 2.5;

const hz = (midi: number) => 440 * 2 ** ((midi - 69) / 12);

function noteOfDegree(sound: TrackSound, degree: number, octave: number): number {
  const scale = SCALES[sound.mode];
  const wrapped = ((degree % 7) + 7) % 7;
  const octaves = Math.floor(degree / 7);
  return sound.tonic + scale[wrapped]! + 12 * (octaves + octave);
}

type Wave = (phase: number) => number;
const sine: Wave = (p) => Math.sin(2 * Math.PI * p);
const triangle: Wave = (p) => 1 - 4 * Math.abs(((p + 0.25) % 1) - 0.5);

interface Note {
  start: number;
  duration: number;
  midi: number;
  gain: number;
  wave: Wave;
  attack: number;
  /** Exponential decay time constant while held; Infinity for a sustained pad. */
  decay: number;
  release: number;
}

function addNote(out: Float32Array, note: Note): void {
  const freq = hz(note.midi);
  const first = Math.floor(note.start * SAMPLE_RATE);
  const held = note.duration * SAMPLE_RATE;
  const last = Math.min(out.length, Math.ceil(first + held + note.release * SAMPLE_RATE));
  for (let i = Math.max(0, first); i < last; i++) {
    const t = (i - first) / SAMPLE_RATE;
    let env = Math.min(1, t / note.attack) * (Number.isFinite(note.decay) ? Math.exp(-t / note.decay) : 1);
    if (i - first > held) env *= Math.max(0, 1 - (i - first - held) / SAMPLE_RATE / note.release);
    out[i]! += note.gain * env * note.wave(freq * t);
  }
}

/** Soft percussion: a low sine thump on beats 1 and 3, a quiet noise brush on the off-beats. */
function addPercussion(out: Float32Array, start: number, beat: number, rnd: Random): void {
  const kickAt = Math.floor(start * SAMPLE_RATE);
  for (let i = 0; i < 0.18 * SAMPLE_RATE && kickAt + i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    out[kickAt + i]! += 0.22 * Math.exp(-t / 0.05) * Math.sin(2 * Math.PI * (55 * t + 40 * 0.04 * (1 - Math.exp(-t / 0.04))));
  }
  const brushAt = Math.floor((start + beat / 2) * SAMPLE_RATE);
  let previous = 0;
  for (let i = 0; i < 0.08 * SAMPLE_RATE && brushAt + i < out.length; i++) {
    const white = rnd() * 2 - 1;
    // A first difference takes the rumble out of the noise: a hiss, not a roar.
    const hiss = white - previous;
    previous = white;
    out[brushAt + i]! += 0.035 * Math.exp(-i / SAMPLE_RATE / 0.02) * hiss;
  }
}

/** Beats of each rhythm cell of a 4/4 bar: short phrases that breathe. */
const RHYTHMS = [
  [1, 1, 1, 1],
  [1.5, 0.5, 1, 1],
  [0.5, 0.5, 1, 2],
  [2, 1, 1],
  [1, 0.5, 0.5, 2],
  [1, 1, 2],
];

export function barSeconds(sound: TrackSound): number {
  return (4 * 60) / sound.bpm;
}

export function trackSeconds(sound: TrackSound): number {
  return sound.bars * barSeconds(sound) + TAIL_SECONDS;
}

/** Renders a whole track. */
export function renderTrack(sound: TrackSound): Float32Array {
  const rnd = randomFrom(sound.seed);
  const beat = 60 / sound.bpm;
  const bar = barSeconds(sound);
  const out = new Float32Array(Math.ceil(trackSeconds(sound) * SAMPLE_RATE));
  const penta = PENTATONIC[sound.mode];
  const lead = sound.lead === 'sine' ? sine : triangle;
  let melodyDegree = 7 + Math.floor(rnd() * 3);

  for (let b = 0; b < sound.bars; b++) {
    const last = b === sound.bars - 1;
    // The last bar rings out on the tonic, so every track comes home.
    const degree = last ? 0 : sound.progression[b % sound.progression.length]!;
    const start = b * bar;
    // Pad: the triad held the whole bar, a fifth-up shimmer an octave higher.
    for (const step of [0, 2, 4]) {
      addNote(out, { start, duration: bar, midi: noteOfDegree(sound, degree + step, 0), gain: 0.06, wave: sine, attack: 0.35, decay: Infinity, release: last ? 2.2 : 0.4 });
    }
    addNote(out, { start, duration: bar, midi: noteOfDegree(sound, degree + 4, 1), gain: 0.02, wave: sine, attack: 0.6, decay: Infinity, release: 0.5 });
    // Bass: root on every beat, the fifth on beat 3.
    for (let i = 0; i < 4; i++) {
      const midi = noteOfDegree(sound, degree + (i === 2 ? 4 : 0), -2);
      addNote(out, { start: start + i * beat, duration: beat * 0.9, midi, gain: 0.2, wave: triangle, attack: 0.01, decay: beat * 0.9, release: 0.08 });
    }
    if (sound.percussion && b >= INTRO_BARS && !last) {
      addPercussion(out, start, beat, rnd);
      addPercussion(out, start + 2 * beat, beat, rnd);
    }
    if (b < INTRO_BARS || last) continue;
    // Melody: a bar starts on the chord tone nearest the last note, then walks the pentatonic scale.
    const rhythm = RHYTHMS[Math.floor(rnd() * RHYTHMS.length)]!;
    let at = start;
    rhythm.forEach((length, i) => {
      if (i === 0) {
        const tones = [0, 2, 4, 7, 9, 11].map((step) => degree + step).filter((d) => d >= 5 && d <= 13);
        melodyDegree = tones.reduce((best, d) => (Math.abs(d - melodyDegree) < Math.abs(best - melodyDegree) ? d : best), tones[0] ?? 7);
      } else {
        let next = melodyDegree + [-2, -1, 1, 2][Math.floor(rnd() * 4)]!;
        if (!penta.includes(((next % 7) + 7) % 7)) next += next > melodyDegree ? 1 : -1;
        melodyDegree = Math.max(5, Math.min(13, next));
      }
      // Some notes rest: phrases need air.
      if (i === 0 || rnd() > 0.14) {
        const midi = noteOfDegree(sound, melodyDegree, 0);
        addNote(out, { start: at, duration: length * beat * 0.92, midi, gain: 0.16, wave: lead, attack: 0.015, decay: 0.9, release: 0.18 });
      }
      at += length * beat;
    });
  }

  // Gentle fade in and out, then normalise with a soft limiter.
  const fadeIn = 0.8 * SAMPLE_RATE;
  const fadeOut = 3 * SAMPLE_RATE;
  let peak = 0;
  for (let i = 0; i < out.length; i++) {
    const gain = Math.min(1, i / fadeIn, (out.length - i) / fadeOut);
    out[i] = Math.tanh(out[i]! * gain * 1.2);
    peak = Math.max(peak, Math.abs(out[i]!));
  }
  const scale = peak > 0 ? 0.85 / peak : 1;
  for (let i = 0; i < out.length; i++) out[i]! *= scale;
  return out;
}
