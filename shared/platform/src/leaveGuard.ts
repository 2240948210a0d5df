/**
 * A screen with unsaved changes (profile edit) asks before the user leaves it, whoever
 * navigates: its own back button, the bottom navigation or a link (spec 1, section 2
 * "Bottom navigation"). One guard at a time; the shell's navigators consult it.
 */
export type LeaveGuard = () => Promise<boolean>;

let current: LeaveGuard | null = null;

/** Install a guard; the returned function removes it (and only it). */
export function setLeaveGuard(guard: LeaveGuard): () => void {
  current = guard;
  return () => {
    if (current === guard) current = null;
  };
}

export function hasLeaveGuard(): boolean {
  return current !== null;
}

/** Resolves true when the user may leave (no guard, nothing unsaved, or they chose to). */
export function confirmLeave(): Promise<boolean> {
  return current ? current() : Promise.resolve(true);
}
