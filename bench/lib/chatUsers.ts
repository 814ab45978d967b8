import { readFileSync } from 'node:fs';
import { SignJWT } from 'jose';
import { migrate, nowIso, openDatabase, type DbOptions } from '../../server/src/db/connection';
import { hashPassword } from '../../server/src/platform/auth/passwords';

export const USER_ROLE_NORMAL = 2;

/** Creates `count` ordinary accounts straight in the database (migrating it first); returns their ids. */
export async function createChatUsers(options: DbOptions, count: number, prefix = 'chat'): Promise<number[]> {
  const db = openDatabase(options);
  try {
    await migrate(db);
    const passwordHash = await hashPassword('bench-pass1');
    const timestamp = nowIso();
    const rows = Array.from({ length: count }, (_, i) => ({
      username: `${prefix}_${String(i).padStart(3, '0')}`,
      password_hash: passwordHash,
      role: USER_ROLE_NORMAL,
      nick_name: `压测${i}`,
      avatar: '',
      created_at: timestamp,
      updated_at: timestamp,
    }));
    const inserted = await db.kysely.insertInto('user').values(rows).returning('id').execute();
    return inserted.map((row) => Number(row.id));
  } finally {
    await db.close();
  }
}

/** A session token the server started with JWT_SECRET=`secret` accepts. */
export const signChatToken = (secret: string, userId: number) =>
  new SignJWT({ role: USER_ROLE_NORMAL })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));

/** Resident memory of a process, from /proc. */
export function rssMB(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 102.4) / 10 : NaN;
}

/**
 * The server allows 20 chat sockets per client address; bench clients stand for people at
 * different addresses, so each claims its own through X-Forwarded-For (start the server with
 * TRUST_PROXY=true).
 */
export const benchAddress = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
