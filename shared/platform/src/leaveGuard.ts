/**
 * Unsaved work on screen (a post being written) holds the page: whoever would navigate
 * away from outside that screen (the shell's bottom bar, the browser's Back, another
 * remote) asks the holder first. One holder at a time: the screen on view.
 */
export type LeaveCheck = () => Promise<boolean>;

let holder: LeaveCheck | null = null;

/** Hold the page with `check`; returns the release. */
export function holdLeave(check: LeaveCheck): () => void {
  holder = check;
  return () => {
    if (holder === check) holder = null;
  };
}

export const isLeaveHeld = () => holder !== null;

/** True when nothing holds the page or its holder agrees to leave. */
export function confirmLeave(): Promise<boolean> {
  return holder ? holder() : Promise.resolve(true);
}
