import type { Db } from '../../connection';
import { ensureDemoPeople } from './people';
import { seedLinks } from './links';
import { seedResources } from './resources';
import { seedTalks } from './talk';
import { seedPhotos } from './photos';
import { seedMessages } from './messages';
import { seedArticleComments } from './comments';

/**
 * Demo content of the community pages (talk, albums, links, guestbook, comments, resources),
 * written once together with the demo blog. Each area seeds itself from the people given here.
 */
export async function seedCommunity(db: Db, adminId: number, log: (message: string) => void): Promise<void> {
  const people = await ensureDemoPeople(db, adminId);
  await seedTalks(db, people);
  await seedPhotos(db);
  await seedLinks(db, people);
  await seedResources(db);
  await seedMessages(db, people);
  await seedArticleComments(db, people);
  log('已写入社区演示内容。');
}
