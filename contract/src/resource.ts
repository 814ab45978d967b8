import { RESOURCE_LIST } from './constants';

/* Recommended sites of /resources/front, /resources/back and /siteList. */

export type ResourceList = (typeof RESOURCE_LIST)[keyof typeof RESOURCE_LIST];

export const RESOURCE_LISTS: readonly ResourceList[] = Object.values(RESOURCE_LIST);

export const isResourceList = (value: string): value is ResourceList => (RESOURCE_LISTS as readonly string[]).includes(value);

export const UNKNOWN_RESOURCE_LIST_MESSAGE = '资源列表只能是 front、back 或 site';

export interface ResourceItem {
  id: number;
  name: string;
  description: string;
  /** Image URL (the seed generates letter icons under /uploads/seed/). */
  icon: string;
  url: string;
}

/** GET /api/resource/getResourceList/:list answers these groups, in the order of their `sort`. */
export interface ResourceGroup {
  group_name: string;
  list: ResourceItem[];
}
