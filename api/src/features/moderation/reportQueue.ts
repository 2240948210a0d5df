import {
  MODERATION_LIMITS,
  type ReportGroup,
  type ReportListData,
  type ReportReasonCode,
  type ReportTargetType,
  type ReportedContent,
} from '@kfeed/contracts/moderation';
import type { Db } from '../../db/db.ts';
import { activeSuspension, storedSuspension } from '../../auth/suspension.ts';
import { pagination } from '../../http/pagination.ts';
import { fileUrl } from '../files/fileUrl.ts';
import * as moderationRepository from './moderationRepository.ts';
import * as reportRepository from './reportRepository.ts';
import type { GroupRow, ReportRow } from './reportRepository.ts';

type HistoryEntry = ReportGroup['author']['history'][number];

/** What was reported and who wrote it, found by the group's target. */
interface Reported {
  content: ReportedContent;
  authorId: number;
  isHidden: 'Y' | 'N';
  isRemoved: 'Y' | 'N';
}

const yes = (value: boolean) => (value ? 'Y' : 'N');
const key = (type: ReportTargetType, id: number) => `${type}:${id}`;

/** The reports of a group: the target's, closed by the group's resolution (or open). */
const ofGroup = (reports: readonly ReportRow[], group: GroupRow) =>
  reports.filter(
    (report) =>
      report.target_id === group.target_id && report.resolution_id === group.resolution_id,
  );

/** How often each reason was given in a group, the most given first. */
function reasonCounts(reports: readonly ReportRow[]) {
  const counts = new Map<string, number>();
  for (const report of reports)
    counts.set(report.reason_code, (counts.get(report.reason_code) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([reasonCode, count]) => ({ reasonCode: reasonCode as ReportReasonCode, count }));
}

/** The reporters' own words, oldest first, without who wrote them. */
const notesOf = (reports: readonly ReportRow[]) =>
  reports
    .filter((report) => report.reason_text !== '')
    .map((report) => ({
      reasonCode: report.reason_code as ReportReasonCode,
      reasonText: report.reason_text,
      reportedAt: report.created_at,
    }));

/** The posts of a page, as reported, with their pictures and `isoCode` translations. */
async function reportedFeeds(db: Db, ids: number[], isoCode: string) {
  const [feeds, images, translations] = await Promise.all([
    reportRepository.feedsReported(db, ids),
    reportRepository.imagesOf(db, ids),
    reportRepository.feedTranslationsOf(db, ids, isoCode),
  ]);
  return feeds.map((feed): [string, Reported] => {
    const translation = translations.find((t) => t.feed_id === feed.feed_id);
    return [
      key('FEED', feed.feed_id),
      {
        authorId: feed.user_id,
        isHidden: yes(feed.moderation_state === 'HIDDEN'),
        isRemoved: yes(feed.moderation_state === 'REMOVED'),
        content: {
          feedId: feed.feed_id,
          commentId: null,
          parentCommentId: null,
          title: feed.feed_title,
          text: feed.feed_text,
          languageCode: feed.detected_language_code,
          translatedTitle: translation?.title ?? null,
          translatedText: translation?.text ?? null,
          imageUrls: images
            .filter((image) => image.feed_id === feed.feed_id)
            .map((image) => fileUrl(image.original_path) ?? ''),
          createdAt: feed.created_at,
          isDeleted: yes(feed.deleted_at !== null),
        },
      },
    ];
  });
}

/** The comments of a page, as reported, with their `isoCode` translations. */
async function reportedComments(db: Db, ids: number[], isoCode: string) {
  const [comments, translations] = await Promise.all([
    reportRepository.commentsReported(db, ids),
    reportRepository.commentTranslationsOf(db, ids, isoCode),
  ]);
  return comments.map((comment): [string, Reported] => [
    key('COMMENT', comment.comment_id),
    {
      authorId: comment.user_id,
      isHidden: yes(comment.moderation_state === 'HIDDEN'),
      isRemoved: yes(comment.moderation_state === 'REMOVED'),
      content: {
        feedId: comment.feed_id,
        commentId: comment.comment_id,
        parentCommentId: comment.parent_comment_id,
        title: null,
        text: comment.comment_text,
        languageCode: comment.detected_language_code,
        translatedTitle: null,
        translatedText: translations.find((t) => t.comment_id === comment.comment_id)?.text ?? null,
        imageUrls: [],
        createdAt: comment.created_at,
        isDeleted: yes(comment.deleted_at !== null),
      },
    },
  ]);
}

/** The members of a page, as reported: their introduction and photo. */
async function reportedMembers(db: Db, ids: number[], isoCode: string) {
  const [members, translations] = await Promise.all([
    reportRepository.membersOf(db, ids),
    reportRepository.introTranslationsOf(db, ids, isoCode),
  ]);
  return members.map((member): [string, Reported] => {
    const photo = fileUrl(member.profile_image_path);
    return [
      key('USER', member.user_id),
      {
        authorId: member.user_id,
        isHidden: 'N',
        isRemoved: 'N',
        content: {
          feedId: null,
          commentId: null,
          parentCommentId: null,
          title: null,
          text: member.self_introduce,
          languageCode: member.self_introduce_language_code,
          translatedTitle: null,
          translatedText: translations.find((t) => t.user_id === member.user_id)?.text ?? null,
          imageUrls: photo ? [photo] : [],
          createdAt: member.created_at,
          isDeleted: yes(member.status !== 'ACTIVE'),
        },
      },
    ];
  });
}

const idsOf = (groups: readonly GroupRow[], type: ReportTargetType) => [
  ...new Set(groups.filter((g) => g.target_type === type).map((g) => g.target_id)),
];

/**
 * A page of the moderators' queue (docs/moderation.md): reports grouped per target, each
 * group with its reasons counted, the reporters' notes (never who wrote them), what was
 * reported as written and, where a translation is stored, in `isoCode`, its author with
 * their suspension and earlier moderation history (newest first), and, closed, how it was
 * resolved. A handful of queries per page, none per group.
 */
export async function reportQueue(
  db: Db,
  status: 'open' | 'closed',
  page: number,
  isoCode: string,
  now: Date,
): Promise<ReportListData> {
  const size = MODERATION_LIMITS.reportPageSize;
  const { total, groups } = await reportRepository.pageOfGroups(db, status, page, size);
  const [feedIds, commentIds, userIds] = (['FEED', 'COMMENT', 'USER'] as const).map((type) =>
    idsOf(groups, type),
  ) as [number[], number[], number[]];
  const [feedReports, commentReports, userReports, feeds, comments, members, resolutions] =
    await Promise.all([
      reportRepository.reportsOn(db, 'FEED', feedIds),
      reportRepository.reportsOn(db, 'COMMENT', commentIds),
      reportRepository.reportsOn(db, 'USER', userIds),
      reportedFeeds(db, feedIds, isoCode),
      reportedComments(db, commentIds, isoCode),
      reportedMembers(db, userIds, isoCode),
      moderationRepository.auditEntries(
        db,
        groups.flatMap((g) => (g.resolution_id === null ? [] : [g.resolution_id])),
      ),
    ]);
  const reportsOf = { FEED: feedReports, COMMENT: commentReports, USER: userReports };
  const reported = new Map([...feeds, ...comments, ...members]);
  const authorIds = [...new Set([...reported.values()].map((r) => r.authorId))];
  const [authors, history] = await Promise.all([
    reportRepository.membersOf(db, authorIds),
    moderationRepository.historyOf(db, authorIds, MODERATION_LIMITS.historyShown),
  ]);

  const reportList = groups.flatMap((group): ReportGroup[] => {
    const found = reported.get(key(group.target_type, group.target_id));
    const author = authors.find((a) => a.user_id === found?.authorId);
    if (!found || !author) return [];
    const reports = ofGroup(reportsOf[group.target_type], group);
    const resolution = resolutions.find((r) => r.audit_id === group.resolution_id);
    return [
      {
        targetType: group.target_type,
        targetId: group.target_id,
        reporterCount: group.reporter_count,
        firstReportedAt: group.first_at,
        lastReportedAt: group.last_at,
        isHidden: found.isHidden,
        isRemoved: found.isRemoved,
        reasonList: reasonCounts(reports),
        noteList: notesOf(reports),
        content: found.content,
        author: {
          userId: author.user_id,
          userNickname: author.nickname,
          userProfileImageUrl: fileUrl(author.profile_image_path),
          suspension: activeSuspension(storedSuspension(author), now),
          history: history
            .filter((entry) => entry.subject_user_id === author.user_id)
            .map((entry): HistoryEntry => ({
              action: entry.action as HistoryEntry['action'],
              targetType: entry.target_type as HistoryEntry['targetType'],
              targetId: entry.target_id,
              note: entry.note,
              createdAt: entry.created_at,
            })),
        },
        resolution: resolution
          ? {
              action: resolution.action as NonNullable<ReportGroup['resolution']>['action'],
              note: resolution.note,
              resolvedAt: resolution.created_at,
              moderatorNickname: resolution.nickname,
            }
          : null,
      },
    ];
  });
  return { reportList, pagination: pagination(page, size, total, reportList.length) };
}
