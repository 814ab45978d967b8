import type { FastifyBaseLogger } from 'fastify';
import { LIKE_TYPE } from '@blog/contract';
import type { Db } from '../../db/connection';
import { likedIds } from '../like/likedIds';
import { createAdminAlerts } from '../notify/adminAlerts';
import { createNotifyService } from '../notify/service';
import { createCommentRepo } from './repo';
import { createCommentService } from './service';

/** The comment service with its real collaborators, for the visitor routes and the console's alike. */
export function commentServiceFor(db: Db, log: FastifyBaseLogger) {
  return createCommentService({
    repo: createCommentRepo(db),
    likedComments: (liker, ids) => likedIds(db, LIKE_TYPE.comment, liker, ids),
    notify: createNotifyService(db).notify,
    alertAdmins: createAdminAlerts(db).alertAdmins,
    onNotifyError: (error) => log.error({ err: error }, 'comment notification failed'),
  });
}
