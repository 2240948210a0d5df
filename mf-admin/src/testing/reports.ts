import type { ReportGroup, ReportListData } from '@kfeed/contracts/moderation';

/** A report group as the API sends it: a post by member 20 reported twice for spam. */
export function reportGroup(overrides: Partial<ReportGroup> = {}): ReportGroup {
  const targetId = overrides.targetId ?? 12;
  return {
    targetType: 'FEED',
    targetId,
    reporterCount: 2,
    firstReportedAt: '2026-11-20T09:00:00Z',
    lastReportedAt: '2026-11-21T10:30:00Z',
    isHidden: 'N',
    isRemoved: 'N',
    reasonList: [{ reasonCode: 'SPAM', count: 2 }],
    noteList: [],
    content: {
      feedId: targetId,
      commentId: null,
      parentCommentId: null,
      title: `Post ${targetId} title`,
      text: `Post ${targetId} text`,
      languageCode: 'ko',
      translatedTitle: null,
      translatedText: null,
      imageUrls: [],
      createdAt: '2026-11-19T08:00:00Z',
      isDeleted: 'N',
    },
    author: {
      userId: 20,
      userNickname: 'minh',
      userProfileImageUrl: null,
      suspension: null,
      history: [],
    },
    resolution: null,
    ...overrides,
  };
}

/** One page of the queue holding these groups. */
export function reportPage(groups: ReportGroup[], totalPages = 1, currentPage = 1): ReportListData {
  return {
    reportList: groups,
    pagination: {
      currentPage,
      totalPages,
      totalElements: groups.length,
      last: currentPage >= totalPages,
      first: currentPage === 1,
      numberOfElements: groups.length,
    },
  };
}
