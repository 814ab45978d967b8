/**
 * Shapes of the blog reading calls (SPEC.md §7, DESIGN.md §4), named as the original client reads
 * them (ORIGINAL-CLIENT-API.md §2.2). Dates are "YYYY-MM-DD HH:mm:ss" in the site's time zone.
 */

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
  /** 1 原创, 2 转载, 3 翻译 (ARTICLE_TYPE). */
  type: number;
  category_id: number | null;
  categoryName: string | null;
  tagList: TagRef[];
  tagNameList: string[];
  /** 1 pinned, 2 not pinned. */
  is_top: number;
  view_times: number;
  thumbs_up_times: number;
  /** Total time readers spent on the article, in milliseconds. */
  reading_duration: number;
  /**
   * 字数: the words of its text as a Chinese reader counts them (each CJK character, each Latin
   * word), for the estimated reading time; the text itself is not sent with lists.
   */
  word_count: number;
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
  /** Its readable address is /post/<slug> (contract postPath). */
  slug: string;
  /** Markdown source. */
  article_content: string;
  origin_url: string | null;
  /** The writer's account and nickname ('' when the account is gone). */
  author_id: number | null;
  authorName: string;
  /** Whether the requesting user (or visitor key, or address) already liked it. */
  is_liked: boolean;
}

/** A neighbour in the previous/next navigation. */
export interface ArticleNeighbour {
  id: number;
  article_title: string;
  article_cover: string;
  createdAt: string;
}

/**
 * GET /api/article/getRecommendArticleById/:id. `previous` is the public article with the next
 * lower id, `next` the one with the next higher id; when there is none the article itself stands in
 * its place (the original client dereferences both without checks), so compare ids to know.
 */
export interface ArticleRecommendations {
  previous: ArticleNeighbour;
  next: ArticleNeighbour;
  recommend: ArticleBrief[];
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
  /**
   * The original client's snippet: the text from the match on, `query.length + 12` characters (it
   * prints the query highlighted, then this without its first `query.length` characters).
   */
  article_content: string;
  /** Ours: the passage around the match (about LIMITS.searchPassageRadius characters either side). */
  passage: string;
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
