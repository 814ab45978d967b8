import type { PortabilityJob } from '@blog/contract';
import { http, resultOf } from '@/lib/http';

/** The data tools' shared calls (contract/src/portability.ts); each tool adds its own below. */

export async function getJob<Report>(id: string): Promise<PortabilityJob<Report>> {
  return resultOf(await http.get<PortabilityJob<Report>>(`/api/portability/admin/jobs/${encodeURIComponent(id)}`));
}
