import Popover from 'antd/es/popover';
import Slider from 'antd/es/slider';
import SoundOutlined from '@ant-design/icons/SoundOutlined';
import MutedOutlined from '@ant-design/icons/MutedOutlined';
import { sliderToVolume, volumeToSlider } from '../logic';
import { useMusicStore } from '../store';

/** Volume popover: a 0–100 slider mapped to the audio's 0–1. */
export function VolumeButton() {
  const volume = useMusicStore((s) => s.volume);
  const setVolume = useMusicStore((s) => s.setVolume);
  const value = volumeToSlider(volume);
  return (
    <Popover
      trigger="click"
      classNames={{ root: 'music-popover' }}
      content={
        <div className="music-volume">
          <Slider
            vertical
            min={0}
            max={100}
            value={value}
            onChange={(next: number) => setVolume(sliderToVolume(next))}
            ariaLabelForHandle="音量"
          />
          <span className="music-muted">{value}</span>
        </div>
      }
    >
      <button type="button" className="music-icon-button" aria-label="音量" title={`音量 ${value}`}>
        {value === 0 ? <MutedOutlined aria-hidden /> : <SoundOutlined aria-hidden />}
      </button>
    </Popover>
  );
}
