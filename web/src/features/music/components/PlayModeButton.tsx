import Tooltip from 'antd/es/tooltip';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import RetweetOutlined from '@ant-design/icons/RetweetOutlined';
import RedoOutlined from '@ant-design/icons/RedoOutlined';
import { PLAY_MODE_LABEL, type PlayMode } from '../logic';
import { useMusicStore } from '../store';

const MODE_ICON: Record<PlayMode, typeof SwapOutlined> = {
  RANDOM: SwapOutlined,
  LISTLOOP: RetweetOutlined,
  SINGLECYCLE: RedoOutlined,
};

/** Cycles 随机播放 → 列表循环 → 单曲循环. */
export function PlayModeButton() {
  const mode = useMusicStore((s) => s.playMode);
  const toggle = useMusicStore((s) => s.togglePlayMode);
  const Icon = MODE_ICON[mode];
  const label = PLAY_MODE_LABEL[mode];
  return (
    <Tooltip title={label}>
      <button
        type="button"
        className="music-icon-button"
        onClick={toggle}
        aria-label={`播放模式：${label}`}
        data-mode={mode}
      >
        <Icon aria-hidden />
      </button>
    </Tooltip>
  );
}
