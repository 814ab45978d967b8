/** Shapes of the blog reading calls (SPEC.md §7, DESIGN.md §4). Dates are ISO strings. */

export interface TagRef {
  id: number;
  tag_name: string;
}

/** One card on home, category, tag and article lists. */
export interface ArticleListItem {
  id: number;
  article_title: string;
  article_description: string;
  article_cover: string;
  article_type: number;
  category_id: number | null;
  category_name: string | null;
  tagList: TagRef[];
  tagNameList: string[];
  /** 1 pinned, 2 not pinned. */
  is_top: number;
  view_times: number;
  thumbs_up_times: number;
  reading_duration: number;
  createdAt: string;
  updatedAt: string;
}

/** A short reference: previous/next, recommendations, timeline entries. */
export interface ArticleBrief {
  id: number;
  article_title: string;
  article_cover: string;
  createdAt: string;
}

export interface ArticleDetail extends ArticleListItem {
  /** Markdown source. */
  article_content: string;
  origin_url: string | null;
  /** Whether the requesting user or visitor key already liked it. */
  is_liked: boolean;
  prev: ArticleBrief | null;
  next: ArticleBrief | null;
}

export interface TimelineYear {
  year: string;
  articleList: ArticleBrief[];
}

/** Timeline page: articles of the page, grouped by year, newest first. */
export interface TimelinePage {
  current: number;
  size: number;
  total: number;
  list: TimelineYear[];
}

export interface SearchHit {
  id: number;
  article_title: string;
  /** The matched passage, not the whole article. */
  article_content: string;
}

export interface HotArticle {
  id: number;
  article_title: string;
  view_times: number;
}

export interface LikeResult {
  liked: boolean;
  thumbs_up_times: number;
}

export interface CategoryEntry {
  id: number;
  category_name: string;
  articleCount: number;
}

export interface TagEntry {
  id: number;
  tag_name: string;
  articleCount: number;
}
