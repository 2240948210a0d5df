import type { Notice, NoticeListData } from '@kfeed/contracts/common';
import type { LanguageCode } from '@kfeed/contracts/languages';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../http/envelope.ts';
import { pagination } from '../../http/pagination.ts';
import { knownIsoCode } from '../common/commonService.ts';
import {
  textTranslationFields,
  translationRoutesOf,
} from '../translation/textTranslationStatus.ts';
import * as noticeRepository from './noticeRepository.ts';

/**
 * Notices, read in the wanted language, else English, else Korean; the title and the text
 * each on their own (a language may have the title only). Where the wanted language has no
 * human version, its machine translation (notice_machine_translations) is read once it is
 * done. isoCode names the text's language, and the status fields say where the text stands
 * in the wanted language (textTranslationStatus.ts): ORIGINAL for a human version in it,
 * TRANSLATED by a provider, else PENDING or UNAVAILABLE with the fallback's text.
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
    const noticeIds = notices.map((n) => n.notice_id);
    const texts = await noticeRepository.noticeTexts(db, noticeIds, preference);
    const machine = new Map(
      (await noticeRepository.machineTranslations(db, noticeIds, language)).map((row) => [
        row.notice_id,
        row,
      ]),
    );
    const routes = translationRoutesOf(db);
    // A language that is not an interface language has no provider and no machine rows.
    const isoCode = language as LanguageCode;
    return notices.flatMap((notice) => {
      const own = texts
        .filter((t) => t.notice_id === notice.notice_id)
        .sort((a, b) => preference.indexOf(a.iso_code) - preference.indexOf(b.iso_code));
      // A row may hold a title alone (text ''): the text then comes from the next language.
      const title = own[0];
      const text = own.find((t) => t.text !== '');
      if (!title || !text) return [];
      const stored = machine.get(notice.notice_id);
      const made = stored?.status === 'DONE' ? stored : undefined;
      // A human version in the reader's language always wins over a machine one.
      const machineTitle = title.iso_code === language ? null : (made?.title ?? null);
      const machineText = text.iso_code === language ? null : (made?.text ?? null);
      return [
        {
          noticeId: notice.notice_id,
          noticeTitle: machineTitle ?? title.title,
          noticeText: machineText ?? text.text,
          noticeCreateDatetime: notice.created_at,
          isFixed: notice.is_fixed,
          isoCode: machineText === null ? text.iso_code : language,
          titleIsoCode: machineTitle === null ? title.iso_code : language,
          // The status is the text's: a human text in the reader's language is ORIGINAL.
          ...textTranslationFields(routes, isoCode, text.iso_code === language, stored),
        },
      ];
    });
  }
}
