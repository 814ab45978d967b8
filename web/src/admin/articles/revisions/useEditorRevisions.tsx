import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import { REVISION_MESSAGES, type AdminArticleDetail, type ArticleRevisionDetail, type ArticleSaved } from '@blog/contract';
import { feedback } from '@/lib/feedback';
import { toastFailure } from '../../shared/format';
import { getAdminArticle } from '../api';
import type { ArticleDraft } from '../articleDraft';
import { savedAtLabel } from '../DraftOfferModal';
import { ConflictDialog, type SaveConflict } from './ConflictDialog';
import { RevisionHistoryDrawer } from './RevisionHistoryDrawer';
import { diffMarkdown, getRevision } from './revisionsApi';
import { useServerAutosave } from './useServerAutosave';

/** The editor's draft with a revision's title, text and settings (only fields of the same kind). */
export function draftFromRevision(base: ArticleDraft, revision: Pick<ArticleRevisionDetail, 'title' | 'article_content' | 'settings'>): ArticleDraft {
  const next: Record<string, unknown> = { ...base, article_title: revision.title, article_content: revision.article_content };
  for (const [key, value] of Object.entries(revision.settings)) {
    if (!(key in base)) continue;
    const current = (base as Record<string, unknown>)[key];
    if (Array.isArray(current) ? Array.isArray(value) : typeof current === typeof value) next[key] = value;
  }
  return next as ArticleDraft;
}

export function autosaveOfferText(createdAt: string): string {
  return `有一份较新的自动保存（${savedAtLabel(Date.parse(createdAt))}），继续编辑？`;
}

interface EditorRevisionOptions {
  articleId: number | null;
  values: ArticleDraft;
  baseline: ArticleDraft | null;
  dirty: boolean;
  /** The article as the editor loaded it (null for a new one). */
  detail: AdminArticleDetail | null;
  /** When the local draft on offer was written (epoch ms); null when there is none. */
  localOfferAt: number | null;
  /** Makes a server copy the editor's baseline and text (after a restore, or 载入对方的版本). */
  adopt: (detail: AdminArticleDetail) => void;
  /** Puts values into the editor as unsaved changes. */
  apply: (values: ArticleDraft) => void;
  /** Saves again (用我的覆盖), now against their version; `mine` is what the refused save sent. */
  resave: (mine: ArticleDraft) => void;
}

/**
 * Everything issue 28 adds to the editor, kept out of ArticleEditor so the other parts of the
 * issue (发布设置) merge cleanly: the version sent with each save, autosave to the server and its
 * offer when the editor opens, the conflict dialog, and 历史版本.
 */
/** A server autosave this close after the local draft came from the same typing (local copies are written more often). */
const SAME_SESSION_MS = 10_000;

export function useEditorRevisions({ articleId, values, baseline, dirty, detail, localOfferAt, adopt, apply, resave }: EditorRevisionOptions) {
  const localOfferOpen = localOfferAt !== null;
  const [version, setVersion] = useState<string | null>(null);
  const [seenDetail, setSeenDetail] = useState<AdminArticleDetail | null>(null);
  const [offer, setOffer] = useState<{ revision_id: number; createdAt: string } | null>(null);
  if (detail && detail !== seenDetail) {
    setSeenDetail(detail);
    setVersion(detail.updatedAt);
    setOffer(detail.autosave ?? null);
  }
  // This browser's own draft offer already holds the same typing: one question is enough. An
  // autosave clearly newer than it (from another device) is still offered once that one is answered.
  if (offer && localOfferAt !== null && Date.parse(offer.createdAt) <= localOfferAt + SAME_SESSION_MS) setOffer(null);
  const versionRef = useRef(version);
  useEffect(() => {
    versionRef.current = version;
  });

  const [conflict, setConflict] = useState<SaveConflict | null>(null);
  const [conflictBusy, setConflictBusy] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [offerBusy, setOfferBusy] = useState(false);

  const paused = localOfferOpen || offer !== null || conflict !== null;
  const autosave = useServerAutosave({ articleId, values, dirty, version, paused });

  /** After a save: the version the next save starts from. */
  const saved = useCallback((result: ArticleSaved) => {
    if (result.updatedAt) setVersion(result.updatedAt);
  }, []);

  /** A refused save: true when it was a conflict, which this hook takes over. */
  const saveRefused = useCallback(
    (message: string, mine: ArticleDraft): boolean => {
      if (message !== REVISION_MESSAGES.conflict || articleId === null) return false;
      void (async () => {
        try {
          const theirs = await getAdminArticle(articleId);
          setConflict({ theirs, mine, diff: null });
          const diff = await diffMarkdown(theirs.article_content, mine.article_content).catch(() => ({
            // Without the server's diff, both texts whole.
            parts: [
              { kind: 'removed' as const, text: theirs.article_content },
              { kind: 'added' as const, text: mine.article_content },
            ],
            added: mine.article_content.length,
            removed: theirs.article_content.length,
          }));
          setConflict((current) => (current && current.theirs === theirs ? { ...current, diff } : current));
        } catch (error) {
          toastFailure(error, '无法读取对方的版本');
        }
      })();
      return true;
    },
    [articleId],
  );

  const adoptDetail = (fresh: AdminArticleDetail) => {
    setVersion(fresh.updatedAt);
    versionRef.current = fresh.updatedAt;
    adopt(fresh);
  };

  const overwrite = () => {
    if (!conflict) return;
    // Saved against their version: the server takes mine, and both stay in 历史版本.
    setVersion(conflict.theirs.updatedAt);
    versionRef.current = conflict.theirs.updatedAt;
    const { mine } = conflict;
    setConflict(null);
    resave(mine);
  };

  const loadTheirs = async () => {
    if (!conflict) return;
    setConflictBusy(true);
    try {
      // Mine goes to 历史版本 first: nothing typed is lost.
      await autosave.flush();
      adoptDetail(await getAdminArticle(conflict.theirs.id));
      setConflict(null);
      feedback.message.success('已载入对方的版本，你的修改已存为自动保存版本');
    } catch (error) {
      toastFailure(error, '载入失败');
    } finally {
      setConflictBusy(false);
    }
  };

  const continueAutosave = async () => {
    if (!offer || !baseline) return;
    setOfferBusy(true);
    try {
      apply(draftFromRevision(baseline, await getRevision(offer.revision_id)));
      setOffer(null);
    } catch (error) {
      toastFailure(error, '读取自动保存失败');
    } finally {
      setOfferBusy(false);
    }
  };

  const restored = async () => {
    if (articleId === null) return;
    adoptDetail(await getAdminArticle(articleId));
    feedback.message.success('已恢复此版本');
  };

  /** 历史版本 in the top bar; `labelClass` hides the word on phones as the bar's other buttons do. */
  const historyButton = (labelClass: string): ReactNode =>
    articleId === null ? null : (
      <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)} aria-label="历史版本" title="历史版本">
        <span className={labelClass}>历史版本</span>
      </Button>
    );

  const overlays: ReactNode = (
    <>
      {articleId !== null && (
        <RevisionHistoryDrawer
          articleId={articleId}
          open={historyOpen}
          onClose={() => setHistoryOpen(false)}
          version={version}
          dirty={dirty}
          beforeRestore={autosave.flush}
          onRestored={() => void restored().catch((error: unknown) => toastFailure(error, '重新载入文章失败'))}
        />
      )}
      <ConflictDialog conflict={conflict} busy={conflictBusy} onOverwrite={overwrite} onLoadTheirs={() => void loadTheirs()} onCancel={() => setConflict(null)} />
      <Modal
        open={offer !== null && !localOfferOpen}
        title={offer ? autosaveOfferText(offer.createdAt) : ''}
        okText="继续编辑"
        cancelText="不用，打开已保存的版本"
        confirmLoading={offerBusy}
        onOk={() => void continueAutosave()}
        onCancel={() => {
          // Declined, not discarded: the next autosave must not replace it.
          autosave.startFresh();
          setOffer(null);
        }}
        mask={{ closable: false }}
      >
        <p>这篇文章有一份自动保存（可能来自另一台设备），比上次保存更新。继续编辑会把它载入编辑器，保存后才会出现在网站上；不用也不会删除它，可在历史版本里找回。</p>
      </Modal>
    </>
  );

  return { versionRef, saved, saveRefused, autosave, historyButton, overlays };
}
