import { jekyllName } from './dates';

/**
 * The posts of one import by the names `{% post_link %}` may use: Hexo's slug is the file's name
 * under source/_posts without extension (a date prefix dropped when the file is named like
 * Jekyll's), some write its path or its title. The first post to claim a name keeps it.
 */
export function createPostIndex() {
  const byName = new Map<string, { id: number | null; title: string }>();
  const normal = (name: string) => {
    let text = name.trim().replace(/\\/g, '/');
    try {
      text = decodeURIComponent(text);
    } catch {
      // A stray % stays as written.
    }
    return text.replace(/^\/+|\/+$/g, '').replace(/\.(md|markdown)$/i, '').toLowerCase();
  };
  const claim = (name: string, post: { id: number | null; title: string }) => {
    const key = normal(name);
    if (key && !byName.has(key)) byName.set(key, post);
  };

  return {
    /** A post of the import and its article (null in a dry run, which writes none). */
    add(file: string, title: string, id: number | null) {
      const post = { id, title };
      const path = file.replace(/\.(md|markdown)$/i, '');
      const base = path.split('/').pop()!;
      claim(path, post);
      const underPosts = /(?:^|\/)_posts\/(.+)$/.exec(path)?.[1];
      if (underPosts) claim(underPosts, post);
      claim(base, post);
      const jekyll = jekyllName(base);
      if (jekyll) claim(jekyll.rest, post);
      claim(title, post);
    },
    /** The article's address and title, or null when no post of the import has that name. */
    find(target: string): { href: string; title: string } | null {
      const post = byName.get(normal(target));
      if (!post) return null;
      return { href: post.id === null ? '/article?id=（导入后生成）' : `/article?id=${post.id}`, title: post.title };
    },
  };
}
