import type { Db } from '../../db/db.ts';

/** Which notices: one by id, the pinned ones or the others, a page of them. */
export interface NoticeFilter {
  noticeId?: number;
  fixed?: 'Y' | 'N';
  limit?: number;
  offset?: number;
}

/** The live notices the filter names, newest first. */
export function findNotices(db: Db, filter: NoticeFilter) {
  let query = db
    .selectFrom('notices')
    .select(['notice_id', 'is_fixed', 'created_at'])
    .where('deleted_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('notice_id', 'desc');
  if (filter.noticeId !== undefined) query = query.where('notice_id', '=', filter.noticeId);
  if (filter.fixed) query = query.where('is_fixed', '=', filter.fixed);
  if (filter.limit !== undefined) query = query.limit(filter.limit).offset(filter.offset ?? 0);
  return query.execute();
}

/** The titles and texts of these notices in these languages. */
export function noticeTexts(db: Db, noticeIds: readonly number[], isoCodes: readonly string[]) {
  return db
    .selectFrom('notice_translations')
    .selectAll()
    .where('notice_id', 'in', noticeIds)
    .where('iso_code', 'in', isoCodes)
    .execute();
}

/** How many live notices are not pinned. */
export async function countUnpinned(db: Db): Promise<number> {
  const total = await db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('deleted_at', 'is', null)
    .where('is_fixed', '=', 'N')
    .executeTakeFirstOrThrow();
  return Number(total.count);
}

/** The machine translations of these notices into one language, whatever their status. */
export function machineTranslations(db: Db, noticeIds: readonly number[], isoCode: string) {
  return db
    .selectFrom('notice_machine_translations')
    .select(['notice_id', 'title', 'text', 'status', 'provider'])
    .where('notice_id', 'in', noticeIds)
    .where('iso_code', '=', isoCode)
    .execute();
}
