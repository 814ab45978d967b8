import type { FastifyBaseLogger } from 'fastify';
import { LIKE_TYPE } from '@blog/contract';
import type { Db } from '../../db/connection';
import { likedIds } from '../like/likedIds';
import { createAdminAlerts } from '../notify/adminAlerts';
import { createNotifyService } from '../notify/service';
import { wakeOutbox } from '../outbox/enqueue';
import { queueUserMail } from '../outbox/userMail';
import { createCommentRepo } from './repo';
import { createCommentService, type CommentWrites } from './service';

/** The writes of one comment over `db` (the database, or a transaction of it). */
function writesOver(db: Db): CommentWrites {
  return {
    repo: createCommentRepo(db),
    notify: createNotifyService(db).notify,
    alertAdmins: createAdminAlerts(db).alertAdmins,
    mailUser: (userId, kind, event) => queueUserMail(db.kysely, userId, kind, event),
  };
}

/** The comment service with its real collaborators, for the visitor routes and the console's alike. */
export function commentServiceFor(db: Db, log: FastifyBaseLogger) {
  return createCommentService({
    ...writesOver(db),
    likedComments: (liker, ids) => likedIds(db, LIKE_TYPE.comment, liker, ids),
    // A comment, its notifications and its alerts (drawer and outbox) commit together: a crash
    // between them can lose neither the comment's alert nor leave an alert without its comment.
    async inTransaction(work) {
      const result = await db.kysely.transaction().execute((trx) => work(writesOver({ ...db, kysely: trx })));
      wakeOutbox(db);
      return result;
    },
    onNotifyError: (error) => log.error({ err: error }, 'comment notification failed'),
  });
}
