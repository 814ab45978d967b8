import { z } from 'zod';
import { isResourceList, UNKNOWN_RESOURCE_LIST_MESSAGE, type ResourceList } from './resource';

/** GET /api/resource/getResourceList/:list */
export const resourceListParams = z.object({
  list: z
    .string({ error: UNKNOWN_RESOURCE_LIST_MESSAGE })
    .refine((value): value is ResourceList => isResourceList(value), { error: UNKNOWN_RESOURCE_LIST_MESSAGE }),
});

export type ResourceListParams = z.infer<typeof resourceListParams>;
