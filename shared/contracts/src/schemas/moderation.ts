import { Type } from 'typebox';
import {
  AUDIT_ACTIONS,
  MODERATION_ACTIONS,
  MODERATION_LIMITS,
  REPORT_REASON_CODES,
  REPORT_TARGET_TYPES,
} from '@kfeed/contracts/limits';
import {
  Id,
  IsoCode,
  Nullable,
  NullableInteger,
  NullableString,
  Page,
  Pagination,
  Timestamp,
  YesNo,
} from '@kfeed/contracts/schemas/primitives';

export const ReportReasonCode = Type.Enum([...REPORT_REASON_CODES]);
export const ReportTargetType = Type.Enum([...REPORT_TARGET_TYPES]);
export const ModerationAction = Type.Enum([...MODERATION_ACTIONS]);
export const AuditAction = Type.Enum([...AUDIT_ACTIONS]);

const ReasonText = Type.String({ maxLength: MODERATION_LIMITS.reasonTextMax });

/** The spec's payloads, with a reason: without one a report counts as OTHER. */
export const FeedReportRequest = Type.Object({
  feedId: Id,
  reasonCode: Type.Optional(ReportReasonCode),
  reasonText: Type.Optional(ReasonText),
});
export const CommentReportRequest = Type.Object({
  commentId: Id,
  reasonCode: Type.Optional(ReportReasonCode),
  reasonText: Type.Optional(ReasonText),
});
/** Reporting a member from their profile names a reason. */
export const UserReportRequest = Type.Object({
  userId: Id,
  reasonCode: ReportReasonCode,
  reasonText: Type.Optional(ReasonText),
});

/** A member's suspension: until when (UTC), or null for good. */
export const Suspension = Type.Object({ until: NullableString });

// ---- The queue ----

export const ReportListQuery = Type.Object({
  status: Type.Enum(['open', 'closed'], { default: 'open' }),
  page: Page,
  /** The moderator's language, for the content's translation beside the original. */
  isoCode: Type.Optional(IsoCode),
});

export const ReportReasonCount = Type.Object({
  reasonCode: ReportReasonCode,
  count: Type.Integer(),
});

/** One reporter's words, without who wrote them. */
export const ReportNote = Type.Object({
  reasonCode: ReportReasonCode,
  reasonText: Type.String(),
  reportedAt: Timestamp,
});

/** What was reported, as written and in the moderator's language where a translation exists. */
export const ReportedContent = Type.Object({
  /** The post (for a comment: the post it is on); null for a member. */
  feedId: NullableInteger,
  commentId: NullableInteger,
  /** The parent comment of a reply, for the link to its thread. */
  parentCommentId: NullableInteger,
  title: NullableString,
  /** The post's or comment's text; a member's introduction. */
  text: NullableString,
  languageCode: NullableString,
  translatedTitle: NullableString,
  translatedText: NullableString,
  imageUrls: Type.Array(Type.String()),
  createdAt: Nullable(Timestamp),
  /** Deleted by its author meanwhile. */
  isDeleted: YesNo,
});

/** An earlier action on the author. */
export const ModerationHistoryEntry = Type.Object({
  action: AuditAction,
  targetType: Type.Enum([...REPORT_TARGET_TYPES, 'NOTICE']),
  targetId: Type.Integer(),
  note: Type.String(),
  createdAt: Timestamp,
});

export const ReportedAuthor = Type.Object({
  userId: Type.Integer(),
  userNickname: Type.String(),
  userProfileImageUrl: NullableString,
  suspension: Nullable(Suspension),
  /** The newest first, at most MODERATION_LIMITS.historyShown. */
  history: Type.Array(ModerationHistoryEntry),
});

/** How a closed group was resolved (the moderator is named in the audit log). */
export const ReportResolution = Type.Object({
  action: ModerationAction,
  note: Type.String(),
  resolvedAt: Timestamp,
  moderatorNickname: Type.String(),
});

/** The open reports on one target: the queue's row. */
export const ReportGroup = Type.Object({
  targetType: ReportTargetType,
  targetId: Type.Integer(),
  /** Distinct members who reported it (each once). */
  reporterCount: Type.Integer(),
  firstReportedAt: Timestamp,
  lastReportedAt: Timestamp,
  /** Hidden from everyone but its author and moderators until reviewed. */
  isHidden: YesNo,
  /** Removed by a moderator (kept for the audit and an appeal). */
  isRemoved: YesNo,
  reasonList: Type.Array(ReportReasonCount),
  noteList: Type.Array(ReportNote),
  content: ReportedContent,
  author: ReportedAuthor,
  resolution: Nullable(ReportResolution),
});

export const ReportListData = Type.Object({
  reportList: Type.Array(ReportGroup),
  pagination: Pagination,
});

const Note = Type.String({
  minLength: MODERATION_LIMITS.noteMin,
  maxLength: MODERATION_LIMITS.noteMax,
});

export const ResolveReportRequest = Type.Object(
  {
    targetType: ReportTargetType,
    targetId: Id,
    action: ModerationAction,
    /** SUSPEND only: 1, 7 or 30 days (MODERATION_LIMITS.suspendDays), or null for good. */
    suspendDays: Type.Optional(
      Nullable(Type.Union([Type.Literal(1), Type.Literal(7), Type.Literal(30)])),
    ),
    note: Note,
  },
  { additionalProperties: false },
);

export const ResolveReportData = Type.Object({
  auditId: Type.Integer(),
  targetType: ReportTargetType,
  targetId: Type.Integer(),
  action: ModerationAction,
  /** The author's suspension after the action (SUSPEND, UNSUSPEND); null when none. */
  suspension: Nullable(Suspension),
});

// ---- The audit log ----

export const AuditLogQuery = Type.Object({
  page: Page,
  action: Type.Optional(AuditAction),
  targetType: Type.Optional(Type.Enum([...REPORT_TARGET_TYPES, 'NOTICE'])),
  targetId: Type.Optional(Id),
  moderatorId: Type.Optional(Id),
});

export const AuditEntry = Type.Object({
  auditId: Type.Integer(),
  action: AuditAction,
  targetType: Type.Enum([...REPORT_TARGET_TYPES, 'NOTICE']),
  targetId: Type.Integer(),
  /** The member the action was about (the content's author), where there is one. */
  subjectUserId: NullableInteger,
  subjectNickname: NullableString,
  moderatorId: Type.Integer(),
  moderatorNickname: Type.String(),
  note: Type.String(),
  /** SUSPEND: until when (null: for good). */
  suspendedUntil: NullableString,
  createdAt: Timestamp,
});

export const AuditLogData = Type.Object({
  auditList: Type.Array(AuditEntry),
  pagination: Pagination,
});

// ---- Notices ----

export const NoticeVersion = Type.Object({
  isoCode: IsoCode,
  title: Type.String({ minLength: 1, maxLength: MODERATION_LIMITS.noticeTitleMax }),
  /** HTML, sanitised on the server as the seeded notices are. */
  text: Type.String({ minLength: 1, maxLength: MODERATION_LIMITS.noticeTextMax }),
});

/** Write a notice (no noticeId) or edit one; pin or unpin it with isFixed. */
export const SaveNoticeRequest = Type.Object(
  {
    noticeId: Type.Optional(Id),
    isFixed: YesNo,
    /** One version per language; English or Korean among them (the fallback). */
    versionList: Type.Array(NoticeVersion, { minItems: 1, maxItems: 16 }),
    note: Note,
  },
  { additionalProperties: false },
);

export const SaveNoticeData = Type.Object({ noticeId: Type.Integer() });

export const NoticeVersionsQuery = Type.Object({ noticeId: Id });

export const NoticeVersionsData = Type.Object({
  noticeId: Type.Integer(),
  isFixed: YesNo,
  versionList: Type.Array(NoticeVersion),
});

// ---- Members (official accounts) ----

export const AdminUserQuery = Type.Object({
  /** Part of a nickname or an e-mail address. */
  query: Type.String({
    minLength: MODERATION_LIMITS.userSearchMin,
    maxLength: MODERATION_LIMITS.userSearchMax,
  }),
});

export const AdminUser = Type.Object({
  userId: Type.Integer(),
  userNickname: Type.String(),
  userEmail: Type.String(),
  userProfileImageUrl: NullableString,
  isOfficial: YesNo,
  roles: Type.Array(Type.String()),
  suspension: Nullable(Suspension),
});

export const AdminUserListData = Type.Object({ userList: Type.Array(AdminUser) });

export const SetOfficialRequest = Type.Object(
  { userId: Id, isOfficial: YesNo, note: Note },
  { additionalProperties: false },
);

export const SetOfficialData = Type.Object({ userId: Type.Integer(), isOfficial: YesNo });
