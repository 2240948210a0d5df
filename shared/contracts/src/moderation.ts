import type { Static } from 'typebox';
import type * as S from '@kfeed/contracts/schemas/moderation';

export {
  AUDIT_ACTIONS,
  MODERATION_ACTIONS,
  MODERATION_LIMITS,
  REPORT_REASON_CODES,
  REPORT_TARGET_TYPES,
} from '@kfeed/contracts/limits';

export type ReportReasonCode = Static<typeof S.ReportReasonCode>;
export type ReportTargetType = Static<typeof S.ReportTargetType>;
export type ModerationAction = Static<typeof S.ModerationAction>;
export type AuditAction = Static<typeof S.AuditAction>;
export type FeedReportRequest = Static<typeof S.FeedReportRequest>;
export type CommentReportRequest = Static<typeof S.CommentReportRequest>;
export type UserReportRequest = Static<typeof S.UserReportRequest>;
export type Suspension = Static<typeof S.Suspension>;
export type ReportListQuery = Static<typeof S.ReportListQuery>;
export type ReportGroup = Static<typeof S.ReportGroup>;
export type ReportedContent = Static<typeof S.ReportedContent>;
export type ReportedAuthor = Static<typeof S.ReportedAuthor>;
export type ReportListData = Static<typeof S.ReportListData>;
export type ResolveReportRequest = Static<typeof S.ResolveReportRequest>;
export type ResolveReportData = Static<typeof S.ResolveReportData>;
export type AuditLogQuery = Static<typeof S.AuditLogQuery>;
export type AuditEntry = Static<typeof S.AuditEntry>;
export type AuditLogData = Static<typeof S.AuditLogData>;
export type NoticeVersion = Static<typeof S.NoticeVersion>;
export type SaveNoticeRequest = Static<typeof S.SaveNoticeRequest>;
export type SaveNoticeData = Static<typeof S.SaveNoticeData>;
export type NoticeVersionsData = Static<typeof S.NoticeVersionsData>;
export type AdminUser = Static<typeof S.AdminUser>;
export type AdminUserListData = Static<typeof S.AdminUserListData>;
export type SetOfficialRequest = Static<typeof S.SetOfficialRequest>;
export type SetOfficialData = Static<typeof S.SetOfficialData>;
