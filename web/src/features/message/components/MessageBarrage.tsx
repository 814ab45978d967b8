import { useEffect, useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Avatar } from 'antd';
import { Link } from 'react-router';
import type { MessageItem } from '@blog/contract';
import { useSiteStore } from '@/features/site/siteStore';
import { useThemeStore } from '@/features/theme/themeStore';
import { observeResize } from '@/lib/observeResize';
import { estimateBubbleWidth, laneCount, planBarrage } from '../logic/barrageLanes';
import { messageCardStyle } from '../logic/messageStyle';
import { messageDetailPath } from '../paths';
import styles from './MessageBarrage.module.css';

const LANE_HEIGHT = 52;
const STAGE_PADDING = 16;
/** Avatar, gaps, padding and border around the text of a bubble. */
const BUBBLE_CHROME = 64;
const BUBBLE_MAX_WIDTH = 420;
const TEXT_MAX_CHARS = 40;
/** px per second of the slowest lane. */
const SPEED = 70;
const GAP = 48;
const MAX_LANES = 12;

/** One line of text, cut at TEXT_MAX_CHARS characters. */
function bubbleText(content: string): string {
  const chars = Array.from(content.replace(/\s+/g, ' ').trim());
  return chars.length > TEXT_MAX_CHARS ? `${chars.slice(0, TEXT_MAX_CHARS).join('')}…` : chars.join('');
}

const bubbleFontSize = (size: number) => Math.min(Math.max(size, 13), 20);

/** Follows the stage's size; 0 × 0 while hidden (kept alive on another route). */
function useElementSize(ref: RefObject<HTMLElement | null>) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    return observeResize(element, () => {
      const width = Math.round(element.clientWidth);
      const height = Math.round(element.clientHeight);
      setSize((prev) => (prev.width === width && prev.height === height ? prev : { width, height }));
    });
  }, [ref]);
  return size;
}

/**
 * The barrage (弹幕) view: entries fly across the stage in lanes, right to left, forever. Hovering or
 * focusing one pauses its lane; a click opens the entry. With reduced motion they simply wrap.
 */
export function MessageBarrage({ messages }: { messages: MessageItem[] }) {
  const stageRef = useRef<HTMLDivElement>(null);
  const { width, height } = useElementSize(stageRef);
  const theme = useThemeStore((s) => s.theme);
  const background = useSiteStore((s) => s.headerFor('MessageList'));

  const lanes = laneCount(height - STAGE_PADDING * 2, LANE_HEIGHT, MAX_LANES);
  // On a phone a bubble takes at most three quarters of the width, so several share a lane.
  const maxWidth = Math.min(BUBBLE_MAX_WIDTH, Math.max(160, Math.round(width * 0.75)));
  const bubbles = useMemo(
    () =>
      messages.map((message) => {
        const text = bubbleText(message.message);
        const fontSize = bubbleFontSize(message.font_size);
        return { message, text, fontSize, width: estimateBubbleWidth(text, fontSize, BUBBLE_CHROME, maxWidth) };
      }),
    [messages, maxWidth],
  );
  const slots = useMemo(
    () => new Map(planBarrage(bubbles.map((b) => ({ id: b.message.id, width: b.width })), { lanes, trackWidth: width, speed: SPEED, gap: GAP }).map((s) => [s.id, s])),
    [bubbles, lanes, width],
  );

  const stageStyle: CSSProperties | undefined = background ? { backgroundImage: `url("${encodeURI(background)}")` } : undefined;
  return (
    <section className={styles.stage} style={stageStyle} aria-label="弹幕留言（鼠标悬停暂停，点击查看详情）">
      <div className={styles.veil} aria-hidden="true" />
      <div ref={stageRef} className={styles.track}>
        {width > 0
          ? Array.from({ length: lanes }, (_, lane) => (
              <div key={lane} className={styles.lane} style={{ top: STAGE_PADDING + lane * LANE_HEIGHT }}>
                {bubbles.map(({ message, text, fontSize, width: bubbleWidth }) => {
                  const slot = slots.get(message.id);
                  if (!slot || slot.lane !== lane) return null;
                  const look = messageCardStyle(message, theme, { maxFontSize: 20 });
                  const style = {
                    ...look,
                    fontSize,
                    maxWidth: bubbleWidth,
                    animationDuration: `${slot.duration.toFixed(2)}s`,
                    animationDelay: `${slot.delay.toFixed(2)}s`,
                    '--fly-distance': `-${Math.round(slot.distance)}px`,
                  } as CSSProperties;
                  return (
                    <Link key={message.id} to={messageDetailPath(message.id)} className={styles.bubble} style={style} title={message.message}>
                      <Avatar size={24} src={message.avatar || undefined} alt="" className={styles.avatar}>
                        {message.nick_name.slice(0, 1)}
                      </Avatar>
                      <span className={styles.text}>{text}</span>
                    </Link>
                  );
                })}
              </div>
            ))
          : null}
      </div>
    </section>
  );
}
