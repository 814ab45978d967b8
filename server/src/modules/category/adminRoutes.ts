import { categoryAddBody, categoryListBody, categoryUpdateBody } from '@blog/contract';
import { taxonomyAdminRoutes } from '../taxonomy/routes';
import { createCategoryAdminRepo } from './adminRepo';

/** The console's category calls under /api/category (DESIGN.md §8); every one behind requireAdmin. */
export default taxonomyAdminRoutes({
  kind: 'category',
  listPath: '/getCategoryList',
  createRepo: createCategoryAdminRepo,
  list: { schema: categoryListBody, read: (body) => ({ current: body.current, size: body.size, name: body.category_name }) },
  add: { schema: categoryAddBody, read: (body) => body.category_name },
  update: { schema: categoryUpdateBody, read: (body) => ({ id: body.id, name: body.category_name }) },
});
