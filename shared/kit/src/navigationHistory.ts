import type { RouteName } from '@kfeed/kit/routes';

/** One visited screen, as the back navigation of post detail and profile needs it. */
export interface HistoryEntry {
  name: RouteName;
  pathname: string;
  search: string;
}

export const NAVIGATION_HISTORY_KEY = 'navigationHistory';
export const PROFILE_STACK_KEY = 'profileStack';
export const HISTORY_MAX = 10;
export const PROFILE_STACK_MAX = 5;

function read<T>(key: string): T[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** Keep at most 10 entries, one per route name: a repeated name replaces its older entry. */
export function pushHistory(entries: HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const next = entries.filter((e) => e.name !== entry.name);
  next.push(entry);
  return next.slice(-HISTORY_MAX);
}

/** Keep the last 5 profiles visited, a repeated user moving to the top. */
export function pushProfile(stack: number[], userId: number): number[] {
  const next = stack.filter((id) => id !== userId);
  next.push(userId);
  return next.slice(-PROFILE_STACK_MAX);
}

export function readNavigationHistory(): HistoryEntry[] {
  return read<HistoryEntry>(NAVIGATION_HISTORY_KEY);
}

export function recordNavigation(entry: HistoryEntry): void {
  sessionStorage.setItem(
    NAVIGATION_HISTORY_KEY,
    JSON.stringify(pushHistory(readNavigationHistory(), entry)),
  );
}

export function readProfileStack(): number[] {
  return read<number>(PROFILE_STACK_KEY);
}

export function recordProfileVisit(userId: number): void {
  sessionStorage.setItem(
    PROFILE_STACK_KEY,
    JSON.stringify(pushProfile(readProfileStack(), userId)),
  );
}

export function popProfile(): number | null {
  const stack = readProfileStack();
  const last = stack.pop() ?? null;
  sessionStorage.setItem(PROFILE_STACK_KEY, JSON.stringify(stack));
  return last;
}
