import {
  AUDIT_ACTIONS,
  REPORT_TARGET_TYPES,
  type AuditAction,
  type AuditLogQuery,
} from '@kfeed/contracts/moderation';

/** What the audit log can be narrowed to, as the screen's address keeps it. */
export const AUDIT_TARGET_TYPES = [...REPORT_TARGET_TYPES, 'NOTICE'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export interface AuditFilters {
  action: AuditAction | '';
  targetType: AuditTargetType | '';
  moderatorId: string;
  targetId: string;
}

export const NO_FILTERS: AuditFilters = {
  action: '',
  targetType: '',
  moderatorId: '',
  targetId: '',
};

const isAction = (value: string | null): value is AuditAction =>
  (AUDIT_ACTIONS as readonly (string | null)[]).includes(value);
const isTargetType = (value: string | null): value is AuditTargetType =>
  (AUDIT_TARGET_TYPES as readonly (string | null)[]).includes(value);

/** A positive whole number as typed, or null. */
export function idOf(value: string | null): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

export function filtersFrom(params: URLSearchParams): AuditFilters {
  const action = params.get('action');
  const targetType = params.get('targetType');
  return {
    action: isAction(action) ? action : '',
    targetType: isTargetType(targetType) ? targetType : '',
    moderatorId: String(idOf(params.get('moderatorId')) ?? ''),
    targetId: String(idOf(params.get('targetId')) ?? ''),
  };
}

export function pageFrom(params: URLSearchParams): number {
  return idOf(params.get('page')) ?? 1;
}

/** The call's query: the page and only the filters that are set. */
export function auditQuery(filters: AuditFilters, page: number): AuditLogQuery {
  const moderatorId = idOf(filters.moderatorId);
  const targetId = idOf(filters.targetId);
  return {
    page,
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.targetType ? { targetType: filters.targetType } : {}),
    ...(moderatorId ? { moderatorId } : {}),
    ...(targetId ? { targetId } : {}),
  };
}

/** The screen's address for filters and a page (nothing for what is not set). */
export function paramsFor(filters: AuditFilters, page: number): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  return params;
}
