import type { DashboardOverview } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

export async function getDashboardOverview(): Promise<DashboardOverview> {
  return resultOf(await http.get<DashboardOverview>('/api/dashboard/overview'));
}
