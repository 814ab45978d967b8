import Popover from 'antd/es/popover';
import Slider from 'antd/es/slider';
import StepBackwardOutlined from '@ant-design/icons/StepBackwardOutlined';
import StepForwardOutlined from '@ant-design/icons/StepForwardOutlined';
import PlayCircleFilled from '@ant-design/icons/PlayCircleFilled';
import PauseCircleFilled from '@ant-design/icons/PauseCircleFilled';
import LoadingOutlined from '@ant-design/icons/LoadingOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import { artistNames, formatTime, percentToSeconds, PROGRESS_STEP } from '../logic';
import { commitProgress, dragProgress, playNext, togglePlay } from '../player/controller';
import { useMusicStore } from '../store';
import { CustomList } from './CustomList';
import { PlayModeButton } from './PlayModeButton';
import { VolumeButton } from './VolumeButton';

/** SPEC.md §2 widget 4: the bottom bar of the panel. */
export function PlayerBar({ compact = false }: { compact?: boolean }) {
  const song = useMusicStore((s) => s.currentSong);
  const paused = useMusicStore((s) => s.paused);
  const loading = useMusicStore((s) => s.loadingSongId !== null);
  const progress = useMusicStore((s) => s.progress);
  const currentTime = useMusicStore((s) => s.currentTime);
  const duration = useMusicStore((s) => s.duration);
  const customCount = useMusicStore((s) => s.customList.length);
  const showLyrics = () => useMusicStore.getState().setPanelView('lyric');
  const elapsed = <span className="music-bar__elapsed">{formatTime(currentTime)}</span>;
  const total = <span className="music-bar__duration">{formatTime(duration)}</span>;
  const progressSlider = (
    <Slider
      className="music-bar__progress"
      min={0}
      max={100}
      step={PROGRESS_STEP}
      value={progress}
      disabled={!song}
      onChange={(value: number) => dragProgress(value)}
      onChangeComplete={(value: number) => void commitProgress(value)}
      tooltip={{ formatter: (value?: number) => formatTime(percentToSeconds(value ?? 0, duration)) }}
      ariaLabelForHandle="播放进度"
    />
  );

  return (
    <div className={`music-bar${compact ? ' music-bar--compact' : ''}`}>
      {compact ? (
        // The phone has no room beside the buttons: the times sit at the ends of the slider.
        <div className="music-bar__timeline">
          {elapsed}
          {progressSlider}
          {total}
        </div>
      ) : (
        progressSlider
      )}
      <div className="music-bar__row">
        <button type="button" className="music-bar__info" onClick={showLyrics} aria-label="查看歌词" disabled={!song}>
          {song?.al?.picUrl ? (
            <img className={`music-bar__cover${paused ? '' : ' music-bar__cover--playing'}`} src={song.al.picUrl} alt="" />
          ) : (
            <span className="music-bar__cover music-bar__cover--empty" aria-hidden="true">
              ♪
            </span>
          )}
          <span className="music-bar__text">
            <span className="music-bar__name music-ellipsis">{song?.name ?? '未在播放'}</span>
            <span className="music-bar__artist music-muted music-ellipsis">{song ? artistNames(song) : ''}</span>
          </span>
        </button>
        <div className="music-bar__controls">
          <button type="button" className="music-icon-button" onClick={() => void playNext('prev')} aria-label="上一首">
            <StepBackwardOutlined aria-hidden />
          </button>
          <button
            type="button"
            className="music-icon-button music-bar__play"
            onClick={() => void togglePlay()}
            aria-label={paused ? '播放' : '暂停'}
            disabled={!song}
          >
            {loading ? <LoadingOutlined aria-hidden /> : paused ? <PlayCircleFilled aria-hidden /> : <PauseCircleFilled aria-hidden />}
          </button>
          <button type="button" className="music-icon-button" onClick={() => void playNext('next')} aria-label="下一首">
            <StepForwardOutlined aria-hidden />
          </button>
        </div>
        <div className="music-bar__extra">
          {compact ? null : (
            <span className="music-bar__time music-muted">
              {elapsed} / {total}
            </span>
          )}
          <PlayModeButton />
          <VolumeButton />
          <Popover trigger="click" placement="topRight" content={<CustomList />} classNames={{ root: 'music-popover music-custom-popover' }}>
            <button type="button" className="music-icon-button music-bar__list" aria-label="播放列表" title="播放列表">
              <UnorderedListOutlined aria-hidden />
              {customCount > 0 ? <span className="music-bar__count">{customCount}</span> : null}
            </button>
          </Popover>
        </div>
      </div>
    </div>
  );
}
