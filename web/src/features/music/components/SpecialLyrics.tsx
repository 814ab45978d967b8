import { useEffect, useState, type ChangeEvent } from 'react';
import BulbOutlined from '@ant-design/icons/BulbOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import { artistNames, clampFontSize, FONT_SIZES, nextBrightness, stepFontSize, type FontSizeTarget } from '../logic';
import { cueDefaultTrack } from '../player/controller';
import { useMusicStore } from '../store';

const SIZE_LABEL: Record<FontSizeTarget, string> = { title: '标题', author: '作者', lyric: '歌词' };

export const SPECIAL_EMPTY_TITLE = '暂时没有可以播放的歌曲';

/**
 * The special view is about one song: opened with nothing chosen (`?showSpecial` on a first visit)
 * it takes the default playlist's first song, ready to play. False when there is none to take.
 */
function useSongForSpecialView(hasSong: boolean): boolean {
  const [found, setFound] = useState(true);
  useEffect(() => {
    if (hasSong) return;
    let current = true;
    void cueDefaultTrack({ autoplay: false }).then((cued) => {
      if (current) setFound(cued);
    });
    return () => {
      current = false;
    };
  }, [hasSong]);
  return hasSong || found;
}

/** Big title, author and the current line over the cover or the visitor's own picture. */
export function SpecialLyrics() {
  const song = useMusicStore((s) => s.currentSong);
  const line = useMusicStore((s) => (s.musicInfo ? s.musicInfo.lyricList[s.currentLyricIndex] : undefined));
  const [brightness, setBrightness] = useState(1);
  const [sizes, setSizes] = useState<Record<FontSizeTarget, number>>({
    title: FONT_SIZES.title.start,
    author: FONT_SIZES.author.start,
    lyric: FONT_SIZES.lyric.start,
  });
  const [customBackground, setCustomBackground] = useState<string | null>(null);
  const songAvailable = useSongForSpecialView(!!song);

  // The object URL holds the picture in memory until released.
  useEffect(() => {
    if (!customBackground) return;
    return () => URL.revokeObjectURL(customBackground);
  }, [customBackground]);

  const chooseBackground = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file && file.type.startsWith('image/')) setCustomBackground(URL.createObjectURL(file));
  };

  const resize = (target: FontSizeTarget, direction: 1 | -1) =>
    setSizes((current) => ({ ...current, [target]: stepFontSize(target, current[target], direction) }));

  const background = customBackground ?? song?.al?.picUrl;

  return (
    <div className="music-special">
      <div
        className="music-special__background"
        style={{ backgroundImage: background ? `url("${background}")` : undefined, filter: `brightness(${brightness})` }}
        aria-hidden="true"
      />
      <div className="music-special__content">
        <h2 className="music-special__title" style={{ fontSize: `${clampFontSize('title', sizes.title)}rem` }}>
          {song?.name ?? (songAvailable ? '正在准备歌曲…' : SPECIAL_EMPTY_TITLE)}
        </h2>
        <p className="music-special__author" style={{ fontSize: `${clampFontSize('author', sizes.author)}rem` }}>
          {song ? artistNames(song) : songAvailable ? '' : '请稍后再来听'}
        </p>
        <p className="music-special__line" style={{ fontSize: `${clampFontSize('lyric', sizes.lyric)}rem` }} aria-live="polite">
          {line || '♪'}
        </p>
      </div>
      <div className="music-special__controls">
        <button
          type="button"
          className="music-icon-button"
          onClick={() => setBrightness(nextBrightness)}
          aria-label={`亮度 ${Math.round(brightness * 100)}%`}
          title="调节亮度"
        >
          <BulbOutlined aria-hidden />
        </button>
        {(Object.keys(SIZE_LABEL) as FontSizeTarget[]).map((target) => (
          <span key={target} className="music-special__size" role="group" aria-label={`${SIZE_LABEL[target]}字号`}>
            <button
              type="button"
              className="music-icon-button"
              onClick={() => resize(target, -1)}
              disabled={sizes[target] <= FONT_SIZES[target].min}
              aria-label={`${SIZE_LABEL[target]}字号减小`}
            >
              A-
            </button>
            <span className="music-muted">{SIZE_LABEL[target]}</span>
            <button
              type="button"
              className="music-icon-button"
              onClick={() => resize(target, 1)}
              disabled={sizes[target] >= FONT_SIZES[target].max}
              aria-label={`${SIZE_LABEL[target]}字号增大`}
            >
              A+
            </button>
          </span>
        ))}
        <label className="music-icon-button" title="更换背景图片">
          <PictureOutlined aria-hidden />
          <span className="visually-hidden">更换背景图片</span>
          <input type="file" accept="image/*" className="visually-hidden" onChange={chooseBackground} />
        </label>
        {customBackground ? (
          <button
            type="button"
            className="music-icon-button"
            onClick={() => setCustomBackground(null)}
            aria-label="恢复封面背景"
            title="恢复封面背景"
          >
            <UndoOutlined aria-hidden />
          </button>
        ) : null}
      </div>
    </div>
  );
}
