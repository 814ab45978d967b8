import { describe, expect, it } from 'vitest';
import { clampFontSize, FONT_SIZES, nextBrightness, stepFontSize } from '@/features/music/logic';

describe('nextBrightness', () => {
  it('steps by 0.1 from 0.5 up to 1, then wraps back to 0.5', () => {
    const seen: number[] = [];
    let value = 0.5;
    for (let i = 0; i < 7; i += 1) {
      value = nextBrightness(value);
      seen.push(value);
    }
    expect(seen).toEqual([0.6, 0.7, 0.8, 0.9, 1, 0.5, 0.6]);
  });

  it('does not drift with floating point sums', () => {
    expect(nextBrightness(0.7000000000000001)).toBe(0.8);
  });

  it('treats values out of range sensibly', () => {
    expect(nextBrightness(1.3)).toBe(0.5);
    expect(nextBrightness(0.1)).toBe(0.5);
    expect(nextBrightness(Number.NaN)).toBe(0.5);
  });
});

describe('font sizes', () => {
  it('starts at 2.4rem, 1.4rem and 1.8rem', () => {
    expect(FONT_SIZES.title.start).toBe(2.4);
    expect(FONT_SIZES.author.start).toBe(1.4);
    expect(FONT_SIZES.lyric.start).toBe(1.8);
  });

  it('clamps title 1–5, author 0–2.4, lyric 1–4', () => {
    expect(clampFontSize('title', 9)).toBe(5);
    expect(clampFontSize('title', 0.2)).toBe(1);
    expect(clampFontSize('author', -1)).toBe(0);
    expect(clampFontSize('author', 3)).toBe(2.4);
    expect(clampFontSize('lyric', 0.5)).toBe(1);
    expect(clampFontSize('lyric', 4.5)).toBe(4);
    expect(clampFontSize('lyric', Number.NaN)).toBe(1.8);
  });

  it('steps by 0.2 and stops at the ends', () => {
    expect(stepFontSize('title', 2.4, 1)).toBe(2.6);
    expect(stepFontSize('title', 2.4, -1)).toBe(2.2);
    expect(stepFontSize('title', 5, 1)).toBe(5);
    expect(stepFontSize('author', 0.1, -1)).toBe(0);
    let lyric: number = FONT_SIZES.lyric.start;
    for (let i = 0; i < 30; i += 1) lyric = stepFontSize('lyric', lyric, 1);
    expect(lyric).toBe(4);
  });
});
