import { describe, expect, it } from 'vitest';
import { bubbleLeftAt, estimateBubbleWidth, laneCount, planBarrage, type BarrageInput } from '@/features/message/logic/barrageLanes';

const TRACK = 390;
const options = { lanes: 4, trackWidth: TRACK, speed: 70, gap: 48 };
const items: BarrageInput[] = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, width: 120 + ((i * 53) % 260) }));

describe('弹幕分道', () => {
  it('每条留言都分到一条道上，各道的内容长度相差不超过一条', () => {
    const slots = planBarrage(items, options);
    expect(slots.map((s) => s.id).sort((a, b) => a - b)).toEqual(items.map((i) => i.id));
    const lengths = [0, 1, 2, 3].map((lane) =>
      slots.filter((s) => s.lane === lane).reduce((sum, s) => sum + items.find((i) => i.id === s.id)!.width + options.gap, 0),
    );
    const widest = Math.max(...items.map((i) => i.width)) + options.gap;
    expect(Math.max(...lengths) - Math.min(...lengths)).toBeLessThanOrEqual(widest);
    // Every lane is used.
    expect(new Set(slots.map((s) => s.lane)).size).toBe(4);
  });

  it('同一道上的弹幕任何时候都不重叠（包括循环回来之后）', () => {
    const slots = planBarrage(items, options);
    const width = new Map(items.map((i) => [i.id, i.width]));
    for (let lane = 0; lane < 4; lane++) {
      const mine = slots.filter((s) => s.lane === lane);
      // One duration for the whole lane, so the spacing repeats exactly every cycle.
      expect(new Set(mine.map((s) => s.duration)).size).toBe(1);
      for (let t = 0; t <= mine[0]!.duration * 2.5; t += 0.25) {
        const boxes = mine
          .map((s) => ({ left: bubbleLeftAt(s, TRACK, t), right: bubbleLeftAt(s, TRACK, t) + width.get(s.id)! }))
          .filter((b) => b.right > 0 && b.left < TRACK)
          .sort((a, b) => a.left - b.left);
        for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left).toBeGreaterThanOrEqual(boxes[i - 1]!.right - 0.01);
      }
    }
  });

  it('打开时屏幕上已经有弹幕，而不是一片空白', () => {
    const slots = planBarrage(items, options);
    const visible = slots.filter((s) => {
      const left = bubbleLeftAt(s, TRACK, 0);
      return left < TRACK && left > -200;
    });
    expect(visible.length).toBeGreaterThanOrEqual(4);
  });

  it('一道的一圈足够长：每条都完整地飞出左边', () => {
    for (const slot of planBarrage([{ id: 1, width: 300 }], options)) expect(slot.distance).toBeGreaterThanOrEqual(TRACK + 300);
  });

  it('道数由高度决定，至少一道', () => {
    expect(laneCount(520, 52)).toBe(8);
    expect(laneCount(520, 52, 6)).toBe(6);
    expect(laneCount(20, 52)).toBe(1);
    expect(laneCount(0, 52)).toBe(1);
    expect(planBarrage([], options)).toEqual([]);
  });

  it('估计宽度：汉字一个字宽，字母约 0.6 个，不超过上限', () => {
    expect(estimateBubbleWidth('你好', 16, 60, 400)).toBe(92);
    expect(estimateBubbleWidth('hello', 10, 0, 400)).toBe(30);
    expect(estimateBubbleWidth('长'.repeat(100), 20, 60, 400)).toBe(400);
  });
});
