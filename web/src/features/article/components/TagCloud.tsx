import type { TagEntry } from '@blog/contract';
import { Link } from 'react-router';
import { articleListPath } from '@blog/markdown/paths';
import { tagCloudSize, tagHue } from '../tagCloudScale';
import styles from './TagCloud.module.css';

interface TagCloudProps {
  tags: TagEntry[];
  /** Larger type for the dedicated tag page. */
  large?: boolean;
}

export function TagCloud({ tags, large = false }: TagCloudProps) {
  const counts = tags.map((tag) => tag.articleCount);
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  const [smallest, largest] = large ? [16, 36] : [13, 22];
  return (
    <ul className={styles.cloud}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Link
            to={articleListPath('tag', tag.id, tag.tag_name)}
            className={styles.tag}
            style={{
              fontSize: `${tagCloudSize(tag.articleCount, min, max, smallest, largest)}px`,
              ['--tag-hue' as string]: String(tagHue(tag.id)),
            }}
            title={`${tag.tag_name}：${tag.articleCount} 篇文章`}
          >
            {tag.tag_name}
            <sup className={styles.count}>{tag.articleCount}</sup>
          </Link>
        </li>
      ))}
    </ul>
  );
}
