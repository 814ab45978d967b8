import { TaxonomyPage } from './TaxonomyPage';

/** /admin/categories */
export default function CategoriesPage() {
  return <TaxonomyPage kind="category" />;
}
