/**
 * Lane planning for the barrage (弹幕) view. Every entry crosses its lane right to left at the lane's
 * speed and comes back forever; entries of one lane keep fixed gaps, so they never overlap.
 */

export interface BarrageInput {
  id: number;
  /** Width of the rendered bubble in px (an estimate is fine if it is not too small). */
  width: number;
}

export interface BarrageSlot {
  id: number;
  lane: number;
  /** CSS animation-delay in seconds; negative means already on its way when the view opens. */
  delay: number;
  /** Seconds for one full cycle, the same for every entry of the lane. */
  duration: number;
  /** px travelled leftwards in one cycle (enough to leave the track completely). */
  distance: number;
}

export interface BarrageOptions {
  lanes: number;
  /** Width of the visible track in px. */
  trackWidth: number;
  /** px per second of the slowest lane. */
  speed: number;
  /** Horizontal space between two bubbles of a lane, px. */
  gap: number;
}

/** How many lanes fit: at least 1, at most `max`. */
export function laneCount(trackHeight: number, laneHeight: number, max = 8): number {
  if (!(trackHeight > 0) || !(laneHeight > 0)) return 1;
  return Math.max(1, Math.min(max, Math.floor(trackHeight / laneHeight)));
}

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{1f000}-\u{1faff}]/u;

/** A generous width estimate of a one-line bubble: CJK and emoji are one em wide, other characters about 0.6 em. */
export function estimateBubbleWidth(text: string, fontSize: number, chrome: number, maxWidth: number): number {
  let ems = 0;
  for (const char of text) ems += WIDE.test(char) ? 1 : 0.6;
  return Math.min(maxWidth, Math.ceil(ems * fontSize + chrome));
}

/**
 * Assigns each entry to the lane with the least content so far (lanes stay balanced, newest entries
 * first in each lane) and times them so that the view opens already filled.
 */
export function planBarrage(items: readonly BarrageInput[], options: BarrageOptions): BarrageSlot[] {
  const lanes = Math.max(1, Math.floor(options.lanes));
  const members: BarrageInput[][] = Array.from({ length: lanes }, () => []);
  const length = new Array<number>(lanes).fill(0);
  for (const item of items) {
    let best = 0;
    for (let lane = 1; lane < lanes; lane++) if (length[lane]! < length[best]!) best = lane;
    members[best]!.push(item);
    length[best]! += item.width + options.gap;
  }

  const slots: BarrageSlot[] = [];
  members.forEach((laneItems, lane) => {
    if (laneItems.length === 0) return;
    // Lanes differ a little in speed and start, which reads as livelier than a marching block.
    const speed = options.speed * (1 + (lane % 3) * 0.15);
    const widest = Math.max(...laneItems.map((item) => item.width));
    const cycle = Math.max(length[lane]!, options.trackWidth + widest + options.gap);
    const duration = cycle / speed;
    // How far the first bubble has come when the view opens: part way across, staggered per lane.
    const head = options.trackWidth * (0.35 + ((lane * 0.37) % 0.5));
    let offset = 0;
    for (const item of laneItems) {
      slots.push({ id: item.id, lane, delay: (offset - head) / speed, duration, distance: cycle });
      offset += item.width + options.gap;
    }
  });
  return slots;
}

/**
 * Where a bubble's left edge is `time` seconds after the view opened, measured from the track's
 * left edge: what the CSS animation draws (used by tests to check that bubbles never overlap).
 */
export function bubbleLeftAt(slot: BarrageSlot, trackWidth: number, time: number): number {
  const elapsed = time - slot.delay;
  if (elapsed < 0) return trackWidth;
  const progress = (elapsed % slot.duration) / slot.duration;
  return trackWidth - progress * slot.distance;
}
