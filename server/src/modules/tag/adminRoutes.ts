import { tagAddBody, tagListBody, tagUpdateBody } from '@blog/contract';
import { taxonomyAdminRoutes } from '../taxonomy/routes';
import { createTagAdminRepo } from './adminRepo';

/** The console's tag calls under /api/tag (DESIGN.md §8); every one behind requireAdmin. */
export default taxonomyAdminRoutes({
  kind: 'tag',
  listPath: '/getTagList',
  createRepo: createTagAdminRepo,
  list: { schema: tagListBody, read: (body) => ({ current: body.current, size: body.size, name: body.tag_name }) },
  add: { schema: tagAddBody, read: (body) => body.tag_name },
  update: { schema: tagUpdateBody, read: (body) => ({ id: body.id, name: body.tag_name }) },
});
