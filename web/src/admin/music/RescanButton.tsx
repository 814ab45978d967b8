import { useState } from 'react';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { toastFailure } from '../shared/format';
import { rescanLibrary } from './api';

/** 立即重新扫描: runs a scan of the music folders now and shows what it found. */
export function RescanButton({ onScanned }: { onScanned: () => void }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const report = await rescanLibrary();
      onScanned();
      Modal.info({
        title: '扫描完成',
        content: (
          <div>
            <p>
              新增 {report.added} 首，更新 {report.updated} 首，未变 {report.unchanged} 首，移除 {report.removed} 首。
            </p>
            {report.skipped.length > 0 && (
              <>
                <p>跳过 {report.skipped.length} 个无法导入的文件：</p>
                <ul>
                  {report.skipped.slice(0, 20).map((s) => (
                    <li key={s.file}>
                      {s.file}：{s.reason}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ),
        okText: '知道了',
      });
    } catch (error) {
      toastFailure(error, '扫描失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<SyncOutlined />} loading={busy} onClick={() => void run()}>
      立即重新扫描
    </Button>
  );
}
