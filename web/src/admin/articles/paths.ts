/** The console's article addresses (declared in web/src/admin/AdminApp.tsx). */
export const ARTICLE_LIST_PATH = '/admin/articles';
export const NEW_ARTICLE_PATH = '/admin/articles/new';
export const RECYCLE_BIN_PATH = '/admin/articles/recycle';
export const editPath = (id: number) => `/admin/articles/${id}/edit`;
