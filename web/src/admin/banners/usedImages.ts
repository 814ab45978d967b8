import { PAGE_HEADER_ROUTE_LABEL, PAGE_HEADER_ROUTES, type PageHeader, type PageHeaderRoute } from '@blog/contract';

export interface UsedImage {
  url: string;
  /** Labels of the pages using it. */
  usedBy: string[];
}

const isRoute = (name: string): name is PageHeaderRoute => (PAGE_HEADER_ROUTES as readonly string[]).includes(name);

/** The distinct images of the other pages' banners, for `route` to pick from. */
export function imagesUsedByOthers(headers: PageHeader[], route: PageHeaderRoute): UsedImage[] {
  const own = headers.find((header) => header.route_name === route)?.bg_url;
  const byUrl = new Map<string, string[]>();
  for (const header of headers) {
    if (!header.bg_url || header.bg_url === own || header.route_name === route) continue;
    const label = isRoute(header.route_name) ? PAGE_HEADER_ROUTE_LABEL[header.route_name] : header.route_name;
    byUrl.set(header.bg_url, [...(byUrl.get(header.bg_url) ?? []), label]);
  }
  return [...byUrl].map(([url, usedBy]) => ({ url, usedBy }));
}
