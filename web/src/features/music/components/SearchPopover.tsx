import Popover from 'antd/es/popover';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useIsMobile } from '@/lib/device';
import { MusicSearch } from './MusicSearch';

/** The search icon of the panel; the popover keeps its results while closed. */
export function SearchPopover() {
  const isMobile = useIsMobile();
  return (
    <Popover
      trigger="click"
      placement={isMobile ? 'bottom' : 'bottomRight'}
      content={<MusicSearch />}
      classNames={{ root: 'music-popover music-search-popover' }}
    >
      <button type="button" className="music-icon-button music-panel__tool" aria-label="搜索歌曲" title="搜索歌曲">
        <SearchOutlined aria-hidden />
      </button>
    </Popover>
  );
}
