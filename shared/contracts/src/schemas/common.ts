import { Type } from 'typebox';
import {
  Id,
  IsoCode,
  NullableString,
  Page,
  PageSize,
  Pagination,
  YesNo,
} from '@kfeed/contracts/schemas/primitives';
import { TextTranslationFields } from '@kfeed/contracts/schemas/translation';

export const Language = Type.Object({
  languageId: Type.Integer(),
  isoCode: Type.String(),
  languageName: Type.String(),
  languageNameEn: Type.String(),
  translateSupport: YesNo,
});
export const LanguageList = Type.Array(Language);

/** nationName is the nation's own name (e.g. 'Việt Nam'); nationCode is ISO 3166-1 alpha-2. */
export const Nation = Type.Object({
  nationId: Type.Integer(),
  nationName: Type.String(),
  officialNameEn: Type.String(),
  nationCode: Type.String(),
});
export const NationList = Type.Array(Nation);

export const TermsType = Type.Enum(['terms', 'privacy']);

export const TermsRequest = Type.Object({ termsType: TermsType, isoCode: IsoCode });
/** `?isoCode=` wins over the body's. */
export const TermsQuery = Type.Object({ isoCode: Type.Optional(IsoCode) });

export const TermsDocument = Type.Object({
  /** YYYYMM as a number: 202506 is version 2025-06. */
  termsVersion: Type.Integer(),
  termsType: TermsType,
  /** ISO date strings (YYYY-MM-DD). */
  termsAnnouncementDate: Type.String(),
  termsStartDate: Type.String(),
  /** HTML */
  termsContents: Type.String(),
  /** The language the contents are written in: the one asked for, else English, else Korean. */
  isoCode: Type.String(),
});
export const TermsDocumentList = Type.Array(TermsDocument);

export const Notice = Type.Object({
  noticeId: Type.Integer(),
  noticeTitle: Type.String(),
  /** HTML */
  noticeText: Type.String(),
  noticeCreateDatetime: Type.String(),
  isFixed: YesNo,
  /** The language the text is written in: the one asked for, else English, else Korean. */
  isoCode: Type.String(),
  /** The language the title is written in (may differ from the text's: titles exist in more languages). */
  titleIsoCode: Type.Optional(Type.String()),
  /**
   * Where the text stands in the language asked for: ORIGINAL (a version written by a
   * person in it), TRANSLATED (machine-translated by `translationProvider`; `isoCode` is
   * then the language asked for), PENDING (queued: the fallback's text meanwhile) or
   * UNAVAILABLE (`translationUnavailableReason`; the fallback's text). Optional: servers
   * before machine-translated notices do not send it.
   */
  translationStatus: Type.Optional(TextTranslationFields.translationStatus),
  translationProvider: Type.Optional(TextTranslationFields.translationProvider),
  translationUnavailableReason: Type.Optional(TextTranslationFields.translationUnavailableReason),
});

export const NoticeListQuery = Type.Object({
  page: Page,
  size: PageSize,
  isoCode: Type.Optional(IsoCode),
});

export const NoticeListData = Type.Object({
  noticeList: Type.Array(Notice),
  fixedNoticeList: Type.Array(Notice),
  pagination: Pagination,
});

export const NoticeQuery = Type.Object({ noticeId: Id, isoCode: Type.Optional(IsoCode) });

export const SearchHistoryEntry = Type.Object({
  searchText: Type.String(),
  transTextForSearch: NullableString,
  searchDatetime: Type.String(),
  searchTextVisible: YesNo,
});
export const SearchHistory = Type.Array(SearchHistoryEntry);

export const SharePlatform = Type.Enum(['IOS', 'ANDROID', 'DESKTOP']);

export const ShareLogRequest = Type.Object({
  /** The shared post's feedId, as text (the share_id of /share/app). */
  shareId: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }),
  userAgent: Type.String({ maxLength: 512 }),
  platform: SharePlatform,
});

/** GET /api/fileDownload.do: plain folder and file names only (no "..", no absolute paths). */
export const FileDownloadQuery = Type.Object({
  /** The stored file name. */
  fileFlnm: Type.String({
    maxLength: 200,
    pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)*$',
  }),
  /** The folder under STORAGE_DIR it is stored in. */
  fileRovl: Type.String({ maxLength: 200, pattern: '^[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*$' }),
  /** The name to save it as (the original name); defaults to the stored name. */
  fileOrn: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
