import { FolderOpenOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { getCategoryDictionary } from '../api';
import { DictionaryPage } from '../components/DictionaryPage';
import { articleListPath } from '@blog/markdown/paths';
import styles from './CategoryPage.module.css';

export default function CategoryPage() {
  return (
    <DictionaryPage route="Category" noun="分类" load={getCategoryDictionary}>
      {(list) => (
        <ul className={styles.grid}>
          {list.map((category) => (
            <li key={category.id}>
              <Link to={articleListPath('category', category.id, category.category_name)} className={styles.item}>
                <FolderOpenOutlined aria-hidden className={styles.icon} />
                <span className={styles.name}>{category.category_name}</span>
                <span className={styles.count}>{category.articleCount} 篇</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DictionaryPage>
  );
}
