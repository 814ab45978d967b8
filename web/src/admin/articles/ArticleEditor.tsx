import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Grid from 'antd/es/grid';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import SaveOutlined from '@ant-design/icons/SaveOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { ARTICLE_LIMITS, ARTICLE_STATUS, postPath } from '@blog/contract';
import { articlePath } from '@blog/markdown/paths';
import { feedback } from '@/lib/feedback';
import { addArticle, titleExists, updateArticle } from './api';
import { toastFailure } from '../shared/format';
import { checkDraft, draftFromDetail, emptyDraft, fieldOfServerMessage, sameDraft, type ArticleDraft, type DraftField, type FieldErrors } from './articleDraft';
import ArticleMarkdownEditor from './ArticleMarkdownEditor';
import { ArticleLoadFailed } from './ArticleLoadFailed';
import { ArticleSettingsPanel } from './ArticleSettingsPanel';
import { DraftOfferModal, savedAtLabel } from './DraftOfferModal';
import { draftKey, useArticleDraft } from './useArticleDraft';
import { useEditorSource } from './useEditorSource';
import { useLeaveGuard } from './useLeaveGuard';
import { LocalizeFailures, LocalizeImagesButton, useLocalizeImages } from './LocalizeImagesButton';
import { ARTICLE_LIST_PATH, editPath } from './paths';
import { withStatus } from './publishStatus';
import { useEditorRevisions } from './revisions/useEditorRevisions';
import { PreviewLinksButton } from './PreviewLinks';
import styles from './ArticleEditorPage.module.css';

export const TITLE_TAKEN_WARNING = '已存在同名文章';
/** Fields shown in the settings panel: on phones an error there opens the drawer. */
const PANEL_FIELDS: DraftField[] = ['category_name', 'tag_names', 'status', 'publish_time', 'type', 'origin_url', 'slug', 'top_order', 'article_cover', 'article_description'];

function isSaveShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's';
}

interface ArticleEditorProps {
  routeId: number | null;
  onCreated: (id: number) => void;
}

export function ArticleEditor({ routeId, onCreated }: ArticleEditorProps) {
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const narrow = screens.lg === false;
  const [modal, modalHolder] = Modal.useModal();

  const [openedId] = useState(routeId);
  const source = useEditorSource(openedId);
  const [createdId, setCreatedId] = useState<number | null>(null);
  const articleId = openedId ?? createdId;

  const [seed, setSeed] = useState<ArticleDraft | null>(null);
  const [baseline, setBaseline] = useState<ArticleDraft | null>(null);
  const [values, setValues] = useState<ArticleDraft>(emptyDraft);
  // Adopting the server's copy while rendering (not in an effect) avoids one frame of empty fields.
  if (source.server && seed !== source.server) {
    setSeed(source.server);
    setBaseline(source.server);
    setValues(source.server);
  }

  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [titleTaken, setTitleTaken] = useState(false);
  const [saving, setSaving] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);

  const valuesRef = useRef(values);
  useEffect(() => {
    valuesRef.current = values;
  });

  const draft = useArticleDraft({ storageKey: draftKey(articleId), values, baseline });
  const dirty = baseline !== null && !sameDraft(values, baseline);

  const revisions = useEditorRevisions({
    articleId,
    values,
    baseline,
    dirty,
    detail: source.detail,
    localOfferAt: draft.offer?.savedAt ?? null,
    adopt: (detail) => {
      const server = draftFromDetail(detail);
      draft.clear(server);
      setBaseline(server);
      setValues(server);
      setErrors({});
      setServerError(null);
    },
    apply: (next) => setValues(next),
    // A refused 发布 is published again; a refused 保存 keeps the status the form shows.
    resave: (mine) => void saveRef.current(mine.status === ARTICLE_STATUS.public),
  });

  const adoptPathRef = useRef<string | null>(null);
  useLeaveGuard(dirty, modal, (path) => path === adoptPathRef.current);

  const change = useCallback((patch: Partial<ArticleDraft>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch) as DraftField[]) delete next[key];
      return next;
    });
    setServerError(null);
    if ('article_title' in patch) setTitleTaken(false);
  }, []);
  const changeContent = useCallback((article_content: string) => change({ article_content }), [change]);
  const localize = useLocalizeImages({
    content: () => valuesRef.current.article_content,
    onRewrite: (rewrite) => change({ article_content: rewrite(valuesRef.current.article_content) }),
  });

  const checkTitle = () => {
    const title = values.article_title.trim();
    if (!title || (baseline && title === baseline.article_title.trim() && articleId)) return;
    titleExists(title, articleId ?? undefined).then(
      (exists) => {
        // Only if the title is still the one asked about.
        if (valuesRef.current.article_title.trim() === title) setTitleTaken(exists);
      },
      () => undefined, // A failed check is not worth a second toast; the save checks again.
    );
  };

  const savingRef = useRef(false);
  // Declared before `save` so the revision hook's 用我的覆盖 can call the latest save.
  const saveRef = useRef<(publish?: boolean) => Promise<void>>(async () => undefined);
  /** Saves what the form holds; `publish` saves it as 公开 (the 发布 action). */
  const save = async (publish = false) => {
    if (savingRef.current || !baseline || draft.offer) return;
    // 发布 now: a 定时发布 time still ahead gives way to the moment of saving.
    const snapshot = publish ? { ...values, ...withStatus(values, ARTICLE_STATUS.public) } : values;
    const wasPublished = articleId !== null && baseline.status === ARTICLE_STATUS.public;
    const check = checkDraft(snapshot);
    if (!check.ok) {
      setErrors(check.errors);
      feedback.message.error(check.first);
      if (narrow && PANEL_FIELDS.some((field) => check.errors[field])) setPanelOpen(true);
      return;
    }
    savingRef.current = true;
    setSaving(true);
    setServerError(null);
    try {
      const base = revisions.versionRef.current;
      const saved = articleId ? await updateArticle({ id: articleId, ...(base ? { base_updated_at: base } : {}), ...check.body }) : await addArticle(check.body);
      revisions.saved(saved);
      // The slug the server gave (made from the title when the field was left empty).
      const stored = { ...check.body, slug: saved.slug };
      draft.clear(stored);
      setBaseline(stored);
      // The trimmed values the server keeps, unless more was typed while saving.
      setValues((current) => (current === values ? stored : publish ? { ...current, ...withStatus(current, ARTICLE_STATUS.public) } : current));
      setErrors({});
      feedback.message.success(
        stored.status === ARTICLE_STATUS.scheduled ? '已定时发布，到时自动出现在网站上' : !wasPublished && stored.status === ARTICLE_STATUS.public ? '发布成功' : '保存成功',
      );
      if (!articleId) {
        setCreatedId(saved.id);
        onCreated(saved.id);
        adoptPathRef.current = editPath(saved.id);
        navigate(editPath(saved.id), { replace: true });
      }
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : '保存失败';
      // Saved elsewhere meanwhile: the conflict dialog shows theirs against mine.
      if (revisions.saveRefused(message, snapshot)) return;
      const field = fieldOfServerMessage(message);
      // The refusal stays on screen (the toast goes away): next to its field, or above the editor.
      if (field) setErrors({ [field]: message });
      else setServerError(message);
      if (narrow && field && PANEL_FIELDS.includes(field)) setPanelOpen(true);
      toastFailure(error, message);
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
  };

  useEffect(() => {
    saveRef.current = save;
  });
  const saveNow = useCallback(() => void saveRef.current(), []);
  const publishNow = useCallback(() => void saveRef.current(true), []);

  useEffect(() => {
    // Capture phase, before the editor sees it: one save, and never the browser's "save page".
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      event.stopPropagation();
      saveNow();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [saveNow]);

  if (source.error && !baseline) return <ArticleLoadFailed message={source.error} onRetry={source.retry} />;
  if (!baseline) return <Spin size="large" className={styles.loading} description="正在打开文章…" />;

  const titleError = errors.article_title;
  // Until the article is on the site, 发布 is the action that puts it there; 保存 keeps the chosen
  // status (a draft's is 保存草稿). Once chosen 公开 in the panel, saving is publishing: one button.
  const published = articleId !== null && baseline.status === ARTICLE_STATUS.public;
  const showPublish = !published;
  const showSave = published || values.status !== ARTICLE_STATUS.public;
  const saveLabel = values.status === ARTICLE_STATUS.draft ? '保存草稿' : values.status === ARTICLE_STATUS.scheduled ? '定时发布' : '保存';
  const saveState = saving
    ? '保存中…'
    : dirty
      ? revisions.autosave.lastAt
        ? `未保存 · 已自动保存 ${savedAtLabel(Date.parse(revisions.autosave.lastAt))}`
        : draft.lastSavedAt
          ? `未保存 · 本机草稿 ${savedAtLabel(draft.lastSavedAt)}`
          : '有未保存的修改'
      : articleId
        ? '已保存'
        : '';

  const panel = (
    <ArticleSettingsPanel
      draft={values}
      onChange={change}
      errors={errors}
      categories={source.categories}
      tags={source.tags}
      choicesLoading={source.choicesLoading}
    />
  );

  return (
    <div className={styles.page}>
      {modalHolder}
      <div className={styles.topBar}>
        <Link to={ARTICLE_LIST_PATH} className={styles.back} aria-label="返回文章列表" title="返回文章列表">
          <ArrowLeftOutlined />
        </Link>
        <Input
          className={styles.title}
          size="large"
          value={values.article_title}
          onChange={(event) => change({ article_title: event.target.value })}
          onBlur={checkTitle}
          placeholder="文章标题"
          aria-label="文章标题"
          maxLength={ARTICLE_LIMITS.titleMax}
          status={titleError ? 'error' : titleTaken ? 'warning' : undefined}
          aria-invalid={titleError ? true : undefined}
          aria-describedby="article-title-help"
        />
        <div className={styles.actions}>
          <span className={styles.saveState} aria-live="polite">
            {saveState}
          </span>
          {articleId && baseline.status === ARTICLE_STATUS.public && !narrow && (
            <Button icon={<EyeOutlined />} href={baseline.slug ? postPath(baseline.slug) : articlePath(articleId)} target="_blank" rel="noreferrer" title="在网站上查看（新标签页）">
              查看
            </Button>
          )}
          {/* What is not on the site yet can be shown by a link (the last saved text, as the list's 分享预览). */}
          {articleId && baseline.status !== ARTICLE_STATUS.public && <PreviewLinksButton articleId={articleId} title={baseline.article_title} toolbar={{ labelClass: styles.hideOnPhone }} />}
          {revisions.historyButton(styles.hideOnPhone)}
          {narrow && (
            <Button icon={<SettingOutlined />} onClick={() => setPanelOpen(true)} danger={PANEL_FIELDS.some((field) => errors[field])} aria-label="设置" title="文章设置">
              {/* On a phone the icon alone, so 保存草稿 and 发布 keep their words beside it. */}
              <span className={styles.hideOnPhone}>设置</span>
            </Button>
          )}
          {showSave && (
            <Button type={showPublish ? 'default' : 'primary'} icon={<SaveOutlined />} loading={saving} onClick={saveNow} title={`${saveLabel}（Ctrl/⌘ + S）`}>
              {saveLabel}
            </Button>
          )}
          {showPublish && (
            <Button type="primary" icon={<SendOutlined />} loading={saving} onClick={publishNow} title="发布到网站（设为公开并保存）">
              发布
            </Button>
          )}
        </div>
      </div>
      <div className={styles.helpRow}>
        <div id="article-title-help" className={styles.titleHelp} role={titleError ? 'alert' : undefined}>
          {titleError ? <span className={styles.errorText}>{titleError}</span> : titleTaken ? <span className={styles.warningText}>{TITLE_TAKEN_WARNING}</span> : null}
        </div>
        <LocalizeImagesButton busy={localize.busy} onClick={() => void localize.run()} />
      </div>
      <LocalizeFailures failures={localize.failures} onClose={localize.dismiss} />
      {serverError && <Alert className={styles.notice} type="warning" showIcon title={serverError} closable={{ onClose: () => setServerError(null) }} />}
      {errors.article_content && <Alert className={styles.notice} type="error" showIcon title={errors.article_content} />}
      {revisions.autosave.stale && (
        <Alert className={styles.notice} type="warning" showIcon title="这篇文章在别处已保存过更新的版本；保存时会让你比较两边的差异再决定。" />
      )}
      {draft.failed && (
        <Alert className={styles.notice} type="warning" showIcon title="本机草稿保存失败（浏览器存储空间不足或被禁用），请尽快保存到服务器。" />
      )}
      <div className={styles.body}>
        <div className={styles.editorWrap}>
          <ArticleMarkdownEditor value={values.article_content} onChange={changeContent} onSave={saveNow} />
        </div>
        {!narrow && <aside className={styles.side}>{panel}</aside>}
      </div>
      {narrow && (
        <Drawer title="文章设置" placement="right" size="min(100vw, 400px)" open={panelOpen} onClose={() => setPanelOpen(false)}>
          {panel}
        </Drawer>
      )}
      {revisions.overlays}
      <DraftOfferModal
        offer={draft.offer}
        onRestore={() => {
          const restored = draft.restore();
          if (restored) setValues(restored);
        }}
        onDiscard={draft.discard}
      />
    </div>
  );
}
