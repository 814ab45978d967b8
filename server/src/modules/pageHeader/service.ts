import type { PageHeader } from '@blog/contract';
import type { createPageHeaderRepo } from './repo';

export function createPageHeaderService(repo: ReturnType<typeof createPageHeaderRepo>) {
  return {
    all: (): Promise<PageHeader[]> => repo.all(),
  };
}
