import type { ResourceGroup, ResourceList } from '@blog/contract';
import { http } from '@/lib/http';

export function getResourceList(list: ResourceList) {
  return http.get<ResourceGroup[]>(`/api/resource/getResourceList/${list}`);
}
