import { useEffect, useMemo, useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Spin from 'antd/es/spin';
import Upload from 'antd/es/upload';
import ImportOutlined from '@ant-design/icons/ImportOutlined';
import {
  SENSITIVE_ACTION_LABEL,
  SENSITIVE_ACTIONS,
  SENSITIVE_LIMITS,
  SENSITIVE_PLACE_LABEL,
  SENSITIVE_PLACES,
  type SensitivePolicy,
  type SensitiveSettings,
} from '@blog/contract';
import { useAsyncData } from '@/features/article/hooks/useAsyncData';
import { feedback } from '@/lib/feedback';
import { formatDateTime, toastFailure } from '../shared/format';
import { PageHeader } from '../shared/PageHeader';
import { RetryResult } from '../shared/RetryResult';
import listPage from '../shared/ListPage.module.css';
import { getSensitiveSettings, saveSensitiveSettings } from './api';
import { listProblem, mergeImported, textOf, wordFileProblem, wordsOf } from './wordText';
import styles from './Words.module.css';

const ACTION_OPTIONS = SENSITIVE_ACTIONS.map((action) => ({ value: action, label: SENSITIVE_ACTION_LABEL[action] }));

/** The editor, started from what the server has; keyed by its save time so a save starts it afresh. */
function WordsEditor({ saved, onSaved }: { saved: SensitiveSettings; onSaved: (settings: SensitiveSettings) => void }) {
  const [text, setText] = useState(() => textOf(saved.words));
  const [policy, setPolicy] = useState<SensitivePolicy>(saved.policy);
  const [saving, setSaving] = useState(false);
  const [modal, modalHolder] = Modal.useModal();
  const words = useMemo(() => wordsOf(text), [text]);
  const problem = listProblem(words);
  const changed = textOf(words) !== textOf(saved.words) || SENSITIVE_PLACES.some((place) => policy[place] !== saved.policy[place]);

  const save = async () => {
    setSaving(true);
    try {
      const { settings, message } = await saveSensitiveSettings({ words, policy });
      feedback.message.success(message);
      onSaved(settings);
    } catch (error) {
      toastFailure(error, '保存失败');
    } finally {
      setSaving(false);
    }
  };

  const importFile = async (file: File) => {
    const fileProblem = wordFileProblem(file);
    if (fileProblem) {
      feedback.message.warning(fileProblem);
      return;
    }
    try {
      const { text: merged, added } = mergeImported(text, await file.text());
      setText(merged);
      feedback.message.success(added > 0 ? `导入了 ${added} 个新词，点击保存后生效` : '文件里的词都已经在列表里了');
    } catch {
      feedback.message.error('文件读取失败，请确认是 UTF-8 编码的文本文件');
    }
  };

  const clearAll = () =>
    void modal.confirm({
      title: '清空敏感词列表？',
      content: `列表里的 ${words.length} 个词会全部移除（点击保存后生效）。`,
      okText: '清空',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () => setText(''),
    });

  return (
    <>
      <section className={styles.section} aria-labelledby="words-policy">
        <h2 id="words-policy" className={styles.sectionTitle}>
          各处的处理方式
        </h2>
        <p className={styles.hint}>打码：命中的字换成 *，内容照常发出；拒绝：不保存，提示「内容包含敏感词，请修改后再发」。</p>
        <div className={styles.places}>
          {SENSITIVE_PLACES.map((place) => (
            <div key={place} className={styles.place}>
              <span className={styles.placeLabel} id={`place-${place}`}>
                {SENSITIVE_PLACE_LABEL[place]}
              </span>
              <Radio.Group
                aria-labelledby={`place-${place}`}
                optionType="button"
                buttonStyle="solid"
                options={ACTION_OPTIONS}
                value={policy[place]}
                onChange={(event) => setPolicy((current) => ({ ...current, [place]: event.target.value as SensitivePolicy[typeof place] }))}
              />
            </div>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="words-list">
        <h2 id="words-list" className={styles.sectionTitle}>
          敏感词列表
        </h2>
        <p className={styles.hint}>
          每行一个词，最多 {SENSITIVE_LIMITS.wordsMax} 个、每个不超过 {SENSITIVE_LIMITS.wordLengthMax} 个字。匹配时不分全角半角和大小写，也认得出中间插了空格或标点的写法（如「敏 感 词」）。
        </p>
        <div className={styles.toolbar}>
          <span className={styles.count} aria-live="polite">
            共 {words.length} 个词
          </span>
          <Upload
            accept=".txt,text/plain"
            showUploadList={false}
            beforeUpload={(file) => {
              void importFile(file);
              return false;
            }}
          >
            <Button icon={<ImportOutlined />}>导入 .txt</Button>
          </Upload>
          <Button danger disabled={words.length === 0} onClick={clearAll}>
            清空
          </Button>
        </div>
        <Input.TextArea
          aria-label="敏感词列表，每行一个"
          className={styles.textarea}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoSize={{ minRows: 10, maxRows: 22 }}
          placeholder={'每行一个词，例如：\n刷单返利\n代开发票'}
          status={problem ? 'error' : undefined}
        />
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
        <p className={styles.hint}>{saved.updatedAt ? `上次保存：${formatDateTime(saved.updatedAt)}` : '现在用的是随站附带的默认列表。'}</p>
      </section>

      <div className={styles.footer}>
        <Button
          disabled={!changed || saving}
          onClick={() => {
            setText(textOf(saved.words));
            setPolicy(saved.policy);
          }}
        >
          撤销修改
        </Button>
        <Button type="primary" loading={saving} disabled={problem !== null} onClick={() => void save()}>
          保存
        </Button>
      </div>
      {modalHolder}
    </>
  );
}

/** /admin/words: the sensitive-word list (type, paste or import a .txt) and 打码/拒绝 for each place. */
export default function SensitiveWordsPage() {
  const { data, failed, reload } = useAsyncData('sensitive-words', getSensitiveSettings);
  const [saved, setSaved] = useState<SensitiveSettings | null>(null);
  useEffect(() => {
    if (data) setSaved(data);
  }, [data]);

  let body;
  if (failed && !saved) body = <RetryResult title="敏感词设置加载失败" onRetry={reload} />;
  else if (!saved) body = <Spin size="large" className={listPage.loading} />;
  else body = <WordsEditor key={saved.updatedAt ?? 'default'} saved={saved} onSaved={setSaved} />;

  return (
    <div className={listPage.page}>
      <PageHeader title="敏感词" />
      {body}
    </div>
  );
}
