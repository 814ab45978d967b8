import type { PageHeader, SiteConfig } from '@blog/contract';
import { http } from '@/lib/http';

export const siteApi = {
  getConfig: () => http.get<SiteConfig>('/api/config'),
  getPageHeaders: () => http.get<PageHeader[]>('/api/pageHeader/getAll'),
  addView: () => http.put<string>('/api/config/addView'),
};
