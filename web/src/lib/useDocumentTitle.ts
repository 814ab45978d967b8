import { useEffect } from 'react';
import { pageTitle } from '@blog/contract';
import { useSiteStore } from '@/features/site/siteStore';

/**
 * Sets document.title by the rule the server's HTML follows (contract/src/pages.ts), so a page
 * reached in the app has the title it has when loaded directly. null leaves the title as it is
 * (a page still finding out what it shows).
 */
export function useDocumentTitle(pageName: string | null): void {
  const blogName = useSiteStore((s) => s.config?.blog_name) ?? '';
  useEffect(() => {
    if (pageName === null) return;
    const title = pageTitle(blogName, pageName);
    if (title) document.title = title;
  }, [blogName, pageName]);
}
