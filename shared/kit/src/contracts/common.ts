import type { YesNo, Pagination } from '@kfeed/kit/contracts/envelope';

export interface Language {
  languageId: number;
  isoCode: string;
  languageName: string;
  languageNameEn: string;
  translateSupport: YesNo;
}

/** nationName is the nation's own name (e.g. 'Việt Nam'); nationCode is ISO 3166-1 alpha-2. */
export interface Nation {
  nationId: number;
  nationName: string;
  officialNameEn: string;
  nationCode: string;
}

export type TermsType = 'terms' | 'privacy';

export interface TermsRequest {
  termsType: TermsType;
  isoCode: string;
}

export interface TermsDocument {
  /** YYYYMM as a number: 202506 is version 2025-06. */
  termsVersion: number;
  termsType: TermsType;
  /** ISO date strings (YYYY-MM-DD). */
  termsAnnouncementDate: string;
  termsStartDate: string;
  /** HTML */
  termsContents: string;
  /** The language the contents are written in: the one asked for, else English, else Korean. */
  isoCode: string;
}

export interface Notice {
  noticeId: number;
  noticeTitle: string;
  /** HTML */
  noticeText: string;
  noticeCreateDatetime: string;
  isFixed: YesNo;
  /** The language the title and text are written in: the one asked for, else English, else Korean. */
  isoCode: string;
}

export interface NoticeListData {
  noticeList: Notice[];
  fixedNoticeList: Notice[];
  pagination: Pagination;
}

export interface SearchHistoryEntry {
  searchText: string;
  transTextForSearch: string | null;
  searchDatetime: string;
  searchTextVisible: YesNo;
}

export type SharePlatform = 'IOS' | 'ANDROID' | 'DESKTOP';

export interface ShareLogRequest {
  /** The shared post's feedId, as text (the share_id of /share/app). */
  shareId: string;
  userAgent: string;
  platform: SharePlatform;
}
