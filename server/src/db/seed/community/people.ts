import { randomBytes } from 'node:crypto';
import { USER_ROLE, DEFAULT_AVATAR_URL, usernameKey } from '@blog/contract';
import { hashPassword } from '../../../platform/auth/passwords';
import { nowIso, type Db } from '../../connection';
import { DEMO_USERNAME } from '../demoAccount';

/**
 * Demo visitors who write the seeded comments, guestbook entries and link applications. Their
 * passwords are random and never shown: nobody logs in as them, they only make the pages look lived in.
 */
export const DEMO_VISITORS = [
  { username: 'demo_lindeer', nick_name: '林间小鹿' },
  { username: 'demo_northwind', nick_name: '北风吹过' },
  { username: 'demo_pumpkin', nick_name: '南瓜饼' },
] as const;

export interface DemoPeople {
  adminId: number;
  /** demo_user, the documented demo account. */
  demoUserId: number;
  /** The three visitors above, in order. */
  visitorIds: number[];
}

/** Who does something in the demo content: the blogger, demo_user, or one of the three visitors above (by index). */
export type DemoWho = 'admin' | 'demo' | 0 | 1 | 2;

/** The user id of one of the demo people. */
export function demoUserId(people: DemoPeople, who: DemoWho): number {
  if (who === 'admin') return people.adminId;
  if (who === 'demo') return people.demoUserId;
  const id = people.visitorIds[who];
  if (id === undefined) throw new Error(`演示内容引用了不存在的访客 ${who}`);
  return id;
}

/** Creates the demo visitors once and returns everyone the community seeds write as. */
export async function ensureDemoPeople(db: Db, adminId: number): Promise<DemoPeople> {
  const k = db.kysely;
  const visitorIds: number[] = [];
  for (const visitor of DEMO_VISITORS) {
    const existing = await k.selectFrom('user').select('id').where('username', '=', visitor.username).executeTakeFirst();
    if (existing) {
      visitorIds.push(existing.id);
      continue;
    }
    const stamp = nowIso();
    const row = await k
      .insertInto('user')
      .values({
        username: visitor.username,
        username_key: usernameKey(visitor.username),
        password_hash: await hashPassword(randomBytes(24).toString('base64url')),
        role: USER_ROLE.user,
        nick_name: visitor.nick_name,
        avatar: DEFAULT_AVATAR_URL,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    visitorIds.push(row.id);
  }
  const demoUser = await k.selectFrom('user').select('id').where('username', '=', DEMO_USERNAME).executeTakeFirst();
  return { adminId, demoUserId: demoUser?.id ?? adminId, visitorIds };
}
