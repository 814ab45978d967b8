import { TaxonomyPage } from './TaxonomyPage';

/** /admin/tags */
export default function TagsPage() {
  return <TaxonomyPage kind="tag" />;
}
