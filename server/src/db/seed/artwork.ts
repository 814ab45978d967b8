import { hsl, randomFrom, type Random } from './palette';

/**
 * Text-free SVG artwork for demo images (covers, headers, avatar, illustrations).
 * No fonts are involved, so the output is identical wherever sharp's librsvg runs.
 */
export type ArtStyle = 'bubbles' | 'waves' | 'mountains' | 'rings' | 'stripes' | 'mosaic';

export interface ArtSpec {
  width: number;
  height: number;
  /** Base hue in degrees; the palette is built around it. */
  hue: number;
  style: ArtStyle;
  seed: number;
}

const f = (n: number): string => n.toFixed(1);

function background(spec: ArtSpec, rnd: Random): string {
  const a = hsl(spec.hue, 65, 58);
  const b = hsl(spec.hue + 40 + rnd() * 40, 70, 42);
  const angle = Math.floor(rnd() * 4);
  const [x2, y2] = [
    ['1', '1'],
    ['1', '0'],
    ['0', '1'],
    ['1', '0.4'],
  ][angle] ?? ['1', '1'];
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="${x2}" y2="${y2}">
<stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
<stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="${spec.width}" height="${spec.height}" fill="url(#bg)"/>`;
}

function bubbles(spec: ArtSpec, rnd: Random): string {
  const { width: w, height: h } = spec;
  let out = '';
  for (let i = 0; i < 14; i++) {
    const r = (0.05 + rnd() * 0.22) * Math.min(w, h) * 1.4;
    out += `<circle cx="${f(rnd() * w)}" cy="${f(rnd() * h)}" r="${f(r)}" fill="url(#glow)" opacity="${(0.3 + rnd() * 0.6).toFixed(2)}"/>`;
  }
  for (let i = 0; i < 6; i++) {
    const r = (0.02 + rnd() * 0.06) * Math.min(w, h);
    out += `<circle cx="${f(rnd() * w)}" cy="${f(rnd() * h)}" r="${f(r)}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="${f(2 + rnd() * 4)}"/>`;
  }
  return out;
}

function wavePath(w: number, h: number, base: number, amplitude: number, phase: number, periods: number): string {
  const steps = 24;
  let d = `M0 ${f(h)} L0 ${f(base)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (w * i) / steps;
    const y = base + Math.sin((i / steps) * Math.PI * 2 * periods + phase) * amplitude;
    d += ` L${f(x)} ${f(y)}`;
  }
  return `${d} L${f(w)} ${f(h)} Z`;
}

function waves(spec: ArtSpec, rnd: Random): string {
  const { width: w, height: h } = spec;
  let out = `<circle cx="${f(w * (0.15 + rnd() * 0.7))}" cy="${f(h * 0.3)}" r="${f(h * 0.45)}" fill="url(#glow)"/>`;
  for (let i = 0; i < 4; i++) {
    const base = h * (0.45 + i * 0.13);
    const colour = hsl(spec.hue + 180 + i * 12, 55, 88 - i * 12);
    out += `<path d="${wavePath(w, h, base, h * (0.04 + rnd() * 0.05), rnd() * 6, 1 + rnd() * 2)}" fill="${colour}" fill-opacity="${(0.35 + i * 0.15).toFixed(2)}"/>`;
  }
  return out;
}

function mountains(spec: ArtSpec, rnd: Random): string {
  const { width: w, height: h } = spec;
  let out = `<circle cx="${f(w * (0.2 + rnd() * 0.6))}" cy="${f(h * 0.32)}" r="${f(h * 0.12)}" fill="#fff7e0" fill-opacity="0.9"/>`;
  for (let layer = 0; layer < 4; layer++) {
    const peaks = 4 + Math.floor(rnd() * 4);
    let d = `M0 ${f(h)}`;
    for (let i = 0; i <= peaks; i++) {
      const x = (w * i) / peaks;
      const top = h * (0.35 + layer * 0.12 + rnd() * 0.15);
      d += ` L${f(x)} ${f(top)}`;
      if (i < peaks) d += ` L${f(x + w / peaks / 2)} ${f(top + h * (0.08 + rnd() * 0.1))}`;
    }
    out += `<path d="${d} L${f(w)} ${f(h)} Z" fill="${hsl(spec.hue + 200, 30, 70 - layer * 15)}" fill-opacity="0.85"/>`;
  }
  return out;
}

function rings(spec: ArtSpec, rnd: Random): string {
  const { width: w, height: h } = spec;
  const cx = w * (0.3 + rnd() * 0.4);
  const cy = h * (0.3 + rnd() * 0.4);
  let out = '';
  for (let i = 1; i <= 9; i++) {
    const r = (Math.max(w, h) / 9) * i * 0.8;
    out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${hsl(spec.hue + i * 18, 80, 85)}" stroke-opacity="${(0.55 - i * 0.04).toFixed(2)}" stroke-width="${f(Math.min(w, h) * 0.025)}"/>`;
  }
  return `${out}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(Math.min(w, h) * 0.12)}" fill="#ffffff" fill-opacity="0.75"/>`;
}

function stripes(spec: ArtSpec, rnd: Random): string {
  const { width: w, height: h } = spec;
  const count = 7;
  const span = (w + h) / count;
  let out = '';
  for (let i = 0; i < count; i++) {
    if (rnd() < 0.35) continue;
    const x = i * span - h;
    out += `<path d="M${f(x)} ${f(h)} L${f(x + h)} 0 L${f(x + h + span * 0.5)} 0 L${f(x + span * 0.5)} ${f(h)} Z" fill="${hsl(spec.hue + i * 25, 70, 80)}" fill-opacity="0.28"/>`;
  }
  return `${out}<circle cx="${f(w * 0.78)}" cy="${f(h * 0.35)}" r="${f(h * 0.22)}" fill="url(#glow)"/>`;
}

function mosaic(spec: ArtSpec, rnd: Random): string {
  const { width: w, height: h } = spec;
  const cols = 8;
  const size = w / cols;
  const rows = Math.ceil(h / size);
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x = c * size;
      const y = r * size;
      const colour = hsl(spec.hue + rnd() * 60 - 30, 60, 55 + rnd() * 30);
      const opacity = (0.15 + rnd() * 0.5).toFixed(2);
      // Each tile is split along one diagonal, which gives a calm low-poly look.
      const d = rnd() < 0.5 ? `M${f(x)} ${f(y)} L${f(x + size)} ${f(y)} L${f(x)} ${f(y + size)} Z` : `M${f(x + size)} ${f(y)} L${f(x + size)} ${f(y + size)} L${f(x)} ${f(y + size)} Z`;
      out += `<path d="${d}" fill="${colour}" fill-opacity="${opacity}"/>`;
    }
  }
  return out;
}

const painters: Record<ArtStyle, (spec: ArtSpec, rnd: Random) => string> = { bubbles, waves, mountains, rings, stripes, mosaic };

export function artworkSvg(spec: ArtSpec): string {
  const rnd = randomFrom(spec.seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${spec.width}" height="${spec.height}" viewBox="0 0 ${spec.width} ${spec.height}">${background(spec, rnd)}${painters[spec.style](spec, rnd)}</svg>`;
}
