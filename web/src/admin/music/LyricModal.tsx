import { useMemo, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import Upload from 'antd/es/upload';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { checkLrc, MUSIC_ADMIN_LIMITS, type AdminSongRow } from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../shared/format';
import { RetryResult } from '../shared/RetryResult';
import { getSong, saveLyric } from './api';
import { lyricClock, readLrcFile } from './format';
import listPage from '../shared/ListPage.module.css';
import styles from './Music.module.css';

function LyricEditor({ song, initial, onClose, onSaved }: { song: AdminSongRow; initial: string; onClose: () => void; onSaved: () => void }) {
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  // The same check the server runs, so a broken line is named before saving.
  const check = useMemo(() => checkLrc(text), [text]);

  const save = async () => {
    setSaving(true);
    try {
      feedback.message.success(await saveLyric(song.id, text));
      onSaved();
      onClose();
    } catch (error) {
      toastFailure(error, '保存失败');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={`「${song.title}」的歌词`}
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="save" type="primary" loading={saving} disabled={!check.ok} onClick={() => void save()}>
          {text.trim() ? '保存歌词' : '清除歌词'}
        </Button>,
      ]}
    >
      <div className={styles.section}>
        <Upload
          accept=".lrc,.txt,text/plain"
          showUploadList={false}
          beforeUpload={(file) => {
            readLrcFile(file).then(
              (content) => setText(content.replace(/^\uFEFF/, '')),
              () => feedback.message.error('读取歌词文件失败'),
            );
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>选择 .lrc 文件</Button>
        </Upload>
        <Input.TextArea
          aria-label="LRC 歌词"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={'粘贴 LRC 歌词，例如：\n[00:12.50]第一句歌词\n[00:17.20]第二句歌词'}
          autoSize={{ minRows: 6, maxRows: 12 }}
          maxLength={MUSIC_ADMIN_LIMITS.lyricMax}
        />
        {!check.ok ? (
          <Alert type="error" showIcon title={check.message} />
        ) : check.lines.length > 0 ? (
          <div>
            <span className={styles.hint}>预览：共 {check.lines.length} 行带时间的歌词</span>
            <ol className={styles.preview} aria-label="歌词预览">
              {check.lines.map((line, i) => (
                <li key={i}>
                  <span className={styles.previewTime}>{lyricClock(line.ms)}</span>
                  <span>{line.text || '♪'}</span>
                </li>
              ))}
            </ol>
          </div>
        ) : (
          <span className={styles.hint}>没有歌词：保存后这首歌不显示歌词。</span>
        )}
      </div>
    </Modal>
  );
}

/** 歌词: paste or pick an .lrc; the timed lines show as they will play, a broken line is named. */
export function LyricModal({ song, onClose, onSaved }: { song: AdminSongRow; onClose: () => void; onSaved: () => void }) {
  const { data, failed, reload } = useAsyncData(`lyric-${song.id}`, () => getSong(song.id));
  if (data) return <LyricEditor song={song} initial={data.lyric} onClose={onClose} onSaved={onSaved} />;
  return (
    <Modal open title={`「${song.title}」的歌词`} onCancel={onClose} footer={null}>
      {failed ? <RetryResult title="歌词加载失败" onRetry={reload} /> : <Spin className={listPage.pager} />}
    </Modal>
  );
}
