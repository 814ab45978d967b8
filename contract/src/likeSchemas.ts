import { z } from 'zod';
import { LIKE_TYPE } from './constants';
import { LIKE_TEXT, type LikeType } from './like';
import { idSchema } from './requests';

const likeTypes = Object.values(LIKE_TYPE) as LikeType[];

export const likeTypeSchema = z.coerce
  .number({ error: LIKE_TEXT.badType })
  .refine((value): value is LikeType => (likeTypes as number[]).includes(value), { error: LIKE_TEXT.badType })
  .transform((value) => value as LikeType);

/** POST /api/like/getIsLikeByIdAndType, /api/like/addLike, /api/like/cancelLike */
export const likeTargetBody = z.object({ for_id: idSchema, type: likeTypeSchema });

export type LikeTargetBody = z.infer<typeof likeTargetBody>;
