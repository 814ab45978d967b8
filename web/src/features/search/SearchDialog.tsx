import { SearchOutlined } from '@ant-design/icons';
import { Input, Modal, Spin, type InputRef } from 'antd';
import { LIMITS, type HotArticle, type SearchHit } from '@blog/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { debounce } from '@/lib/debounce';
import { CLEARABLE } from '@/lib/inputIcons';
import { useIsMobile } from '@/lib/device';
import { getHotArticles, searchArticles } from './api';
import { HotList } from './components/HotList';
import { SearchHistoryList } from './components/SearchHistoryList';
import { SearchResults } from './components/SearchResults';
import { useSearchHistory } from './useSearchHistory';
import styles from './SearchDialog.module.css';

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

const SEARCH_DELAY_MS = 300;
/**
 * How long a reader looks at the results of a term before it counts as searched for: typing goes
 * on well within it, so half-typed words ("Rea" on the way to "React") never enter the history.
 */
export const HISTORY_DWELL_MS = 2_000;

interface ResultState {
  /** The trimmed text these hits belong to. */
  query: string;
  hits: SearchHit[];
}

export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const inputRef = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [results, setResults] = useState<ResultState | null>(null);
  const [searching, setSearching] = useState(false);
  const [hot, setHot] = useState<HotArticle[]>([]);
  const { history, add, remove, clear } = useSearchHistory();
  // Only the newest search may write results: a slow answer must not overwrite a newer one.
  const latestQuery = useRef('');
  // Between compositionstart and compositionend the text holds an input method's unfinished
  // pinyin ("zhong'wen"): nothing is searched or remembered until the reader picks the characters.
  const composing = useRef(false);

  // A term enters the history when the reader commits to it: Enter, opening a result, or
  // resting on its results for HISTORY_DWELL_MS.
  const rememberAfterDwell = useMemo(
    () =>
      debounce((query: string) => {
        if (latestQuery.current === query && !composing.current) add(query);
      }, HISTORY_DWELL_MS),
    [add],
  );

  const runSearch = useMemo(
    () =>
      debounce((query: string) => {
        searchArticles(query)
          .then((hits) => {
            if (latestQuery.current !== query) return;
            setResults({ query, hits });
            rememberAfterDwell(query);
          })
          .catch(() => {
            if (latestQuery.current === query) setResults({ query, hits: [] });
          })
          .finally(() => {
            if (latestQuery.current === query) setSearching(false);
          });
      }, SEARCH_DELAY_MS),
    [rememberAfterDwell],
  );

  useEffect(() => () => runSearch.cancel(), [runSearch]);
  useEffect(() => () => rememberAfterDwell.cancel(), [rememberAfterDwell]);
  // Closing the dialog is not dwelling on its results.
  useEffect(() => {
    if (!open) rememberAfterDwell.cancel();
  }, [open, rememberAfterDwell]);

  useEffect(() => {
    if (!open) return;
    let active = true;
    getHotArticles()
      .then((list) => {
        if (active) setHot(list.slice(0, LIMITS.hotArticles));
      })
      .catch(() => {
        // Hot list is a nicety; the dialog works without it.
      });
    return () => {
      active = false;
    };
  }, [open]);

  const changeText = (value: string) => {
    setText(value);
    rememberAfterDwell.cancel();
    if (composing.current) return;
    const query = value.trim().slice(0, LIMITS.searchTextMax);
    latestQuery.current = query;
    if (!query) {
      runSearch.cancel();
      setResults(null);
      setSearching(false);
      return;
    }
    setSearching(true);
    runSearch(query);
  };

  const openArticle = (id: number) => {
    rememberAfterDwell.cancel();
    const query = text.trim().slice(0, LIMITS.searchTextMax);
    if (query) add(query);
    onClose();
    navigate(`/article?id=${id}`);
  };

  const onEnter = async () => {
    // Enter that picks an input method's candidate is part of the typing, not a search.
    if (composing.current) return;
    const query = text.trim().slice(0, LIMITS.searchTextMax);
    if (!query) return;
    if (results?.query === query) {
      add(query);
      if (results.hits[0]) openArticle(results.hits[0].id);
      return;
    }
    // Enter before the debounce fired: search now instead of waiting.
    runSearch.cancel();
    try {
      const hits = await searchArticles(query);
      if (latestQuery.current !== query) return;
      setResults({ query, hits });
      setSearching(false);
      add(query);
      if (hits[0]) openArticle(hits[0].id);
    } catch {
      if (latestQuery.current === query) setSearching(false);
    }
  };

  const showHits = text.trim() !== '';

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title="搜索文章"
      width={isMobile ? '100%' : 640}
      className={isMobile ? styles.mobileModal : undefined}
      destroyOnHidden={false}
      keyboard
      afterOpenChange={(visible) => {
        if (visible) inputRef.current?.focus();
      }}
    >
      <div className={styles.dialog}>
        <Input
          ref={inputRef}
          autoFocus
          allowClear={CLEARABLE}
          size="large"
          value={text}
          maxLength={LIMITS.searchTextMax}
          prefix={<SearchOutlined aria-hidden />}
          placeholder="输入关键词搜索文章标题和内容"
          aria-label="搜索文章"
          onChange={(event) => changeText(event.target.value)}
          onCompositionStart={() => {
            composing.current = true;
            rememberAfterDwell.cancel();
          }}
          onCompositionEnd={(event) => {
            composing.current = false;
            changeText(event.currentTarget.value);
          }}
          onPressEnter={(event) => {
            // Chromium reports the Enter that ends a composition as composing.
            if (!event.nativeEvent.isComposing) void onEnter();
          }}
        />
        {showHits ? (
          <Spin spinning={searching && !results}>
            <SearchResults
              query={results?.query ?? text.trim()}
              hits={results?.hits ?? []}
              loading={searching}
              onOpen={openArticle}
            />
          </Spin>
        ) : (
          <>
            <SearchHistoryList history={history} onPick={changeText} onRemove={remove} onClear={clear} />
            <HotList articles={hot} onOpen={openArticle} />
          </>
        )}
      </div>
    </Modal>
  );
}
