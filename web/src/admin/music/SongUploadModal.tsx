import { MUSIC_ADMIN_LIMITS, type AdminSongRow } from '@blog/contract';
import type { QueueSnapshot, UploadQueue } from '../shared/uploadQueue';
import { UploadQueueModal } from '../shared/UploadQueueModal';

const MB = MUSIC_ADMIN_LIMITS.audioMaxBytes / 1024 / 1024;

/**
 * 上传歌曲: pick or drop several audio files; each goes up with its own bar, the server reads its
 * tags, and a file it cannot decode fails here with the reason. The upload carries on when this closes.
 */
export function SongUploadModal({ open, queue, snapshot, onClose }: { open: boolean; queue: UploadQueue<AdminSongRow>; snapshot: QueueSnapshot<AdminSongRow>; onClose: () => void }) {
  return (
    <UploadQueueModal
      open={open}
      title="上传歌曲"
      accept="audio/*,.mp3,.flac,.ogg,.m4a,.wav"
      text="点击或拖拽音频文件到这里，一次可以选多首"
      hint={`MP3、FLAC、OGG、M4A、WAV，每首不超过 ${MB}MB；歌名、歌手、专辑、封面和内嵌歌词会自动读出`}
      unit="首"
      queue={queue}
      snapshot={snapshot}
      onClose={onClose}
    />
  );
}
