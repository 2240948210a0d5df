import type { Static } from 'typebox';
import type * as S from '@kfeed/contracts/schemas/common';

export type Language = Static<typeof S.Language>;
/** nationName is the nation's own name (e.g. 'Việt Nam'); nationCode is ISO 3166-1 alpha-2. */
export type Nation = Static<typeof S.Nation>;
export type TermsType = Static<typeof S.TermsType>;
export type TermsRequest = Static<typeof S.TermsRequest>;
/** termsVersion is YYYYMM as a number (202506: 2025-06); termsContents is HTML. */
export type TermsDocument = Static<typeof S.TermsDocument>;
export type Notice = Static<typeof S.Notice>;
export type NoticeListQuery = Static<typeof S.NoticeListQuery>;
export type NoticeQuery = Static<typeof S.NoticeQuery>;
export type NoticeListData = Static<typeof S.NoticeListData>;
export type SearchHistoryEntry = Static<typeof S.SearchHistoryEntry>;
export type SharePlatform = Static<typeof S.SharePlatform>;
/** shareId is the shared post's feedId, as text (the share_id of /share/app). */
export type ShareLogRequest = Static<typeof S.ShareLogRequest>;
