import type { Notice, NoticeListData } from '@kfeed/contracts/common';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/envelope.ts';
import { pagination } from '../../http/pagination.ts';
import { knownIsoCode } from '../common/commonService.ts';
import * as noticeRepository from './noticeRepository.ts';

/**
 * Notices, read in the wanted language, else English, else Korean; the title and the text
 * each on their own (a language may have the title only). isoCode names the text's.
 */
export class NoticeService {
  readonly #deps: Pick<AppContext, 'db'>;

  constructor(deps: Pick<AppContext, 'db'>) {
    this.#deps = deps;
  }

  /** A language asked for by iso code (NOTICE-002: unknown), as stored. */
  language(isoCode: string): Promise<string> {
    return knownIsoCode(this.#deps.db, isoCode, 'NOTICE-002');
  }

  /** The pinned notices, and one page of the others. */
  async list(language: string, page: number, size: number): Promise<NoticeListData> {
    const total = await noticeRepository.countUnpinned(this.#deps.db);
    const noticeList = await this.#read(language, {
      fixed: 'N',
      limit: size,
      offset: (page - 1) * size,
    });
    const fixedNoticeList = await this.#read(language, { fixed: 'Y' });
    return {
      noticeList,
      fixedNoticeList,
      pagination: pagination(page, size, total, noticeList.length),
    };
  }

  async one(language: string, noticeId: number): Promise<Notice> {
    const [notice] = await this.#read(language, { noticeId });
    if (!notice) throw notFound('NOTICE-001', 'There is no such notice.');
    return notice;
  }

  async #read(language: string, filter: noticeRepository.NoticeFilter): Promise<Notice[]> {
    const { db } = this.#deps;
    const preference = [language, 'en', 'ko'];
    const notices = await noticeRepository.findNotices(db, filter);
    if (notices.length === 0) return [];
    const texts = await noticeRepository.noticeTexts(
      db,
      notices.map((n) => n.notice_id),
      preference,
    );
    return notices.flatMap((notice) => {
      const own = texts
        .filter((t) => t.notice_id === notice.notice_id)
        .sort((a, b) => preference.indexOf(a.iso_code) - preference.indexOf(b.iso_code));
      // A row may hold a title alone (text ''): the text then comes from the next language.
      const title = own[0];
      const text = own.find((t) => t.text !== '');
      if (!title || !text) return [];
      return [
        {
          noticeId: notice.notice_id,
          noticeTitle: title.title,
          noticeText: text.text,
          noticeCreateDatetime: notice.created_at,
          isFixed: notice.is_fixed,
          isoCode: text.iso_code,
          titleIsoCode: title.iso_code,
        },
      ];
    });
  }
}
