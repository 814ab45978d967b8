import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { parseId } from '@blog/markdown/paths';
import { ArticleEditor } from './ArticleEditor';
import { ArticleLoadFailed } from './ArticleLoadFailed';

/**
 * /admin/articles/new and /admin/articles/:id/edit. Every visit gets a fresh editor, except the
 * move a new article makes to its own edit address after the first save: that editor stays, with
 * whatever was typed while the save was on its way.
 */
export default function ArticleEditorPage() {
  const { id: idParam } = useParams();
  const routeId = idParam === undefined ? null : parseId(idParam);
  const location = useLocation();
  const [adopted, setAdopted] = useState<{ id: number; key: string } | null>(null);

  if (idParam !== undefined && routeId === null) return <ArticleLoadFailed message="文章编号不正确" />;

  const editorKey = adopted && adopted.id === routeId ? adopted.key : `${routeId ?? 'new'}:${location.key}`;
  return <ArticleEditor key={editorKey} routeId={routeId} onCreated={(id) => setAdopted({ id, key: editorKey })} />;
}
