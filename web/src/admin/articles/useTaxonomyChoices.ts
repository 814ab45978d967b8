import { useEffect, useState } from 'react';
import type { CategoryEntry, TagEntry } from '@blog/contract';
import { getCategoryChoices, getTagChoices } from './api';

export interface TaxonomyChoices {
  categories: CategoryEntry[];
  tags: TagEntry[];
  loading: boolean;
}

/** Every category and tag, for the pickers and filters; a failed list leaves its picker empty (already toasted). */
export function useTaxonomyChoices(): TaxonomyChoices {
  const [choices, setChoices] = useState<TaxonomyChoices>({ categories: [], tags: [], loading: true });
  useEffect(() => {
    let active = true;
    void Promise.allSettled([getCategoryChoices(), getTagChoices()]).then(([categories, tags]) => {
      if (!active) return;
      setChoices({
        categories: categories.status === 'fulfilled' ? categories.value : [],
        tags: tags.status === 'fulfilled' ? tags.value : [],
        loading: false,
      });
    });
    return () => {
      active = false;
    };
  }, []);
  return choices;
}
