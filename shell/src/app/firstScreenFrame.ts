// The shell's server bundle (dist/server/first-screen.cjs): the frame a remote's first
// screen sits in within the shell's HTML, with the class names of this build.
import appStyles from './App.module.css';
import areaStyles from '../lib/remotes/RemoteArea.module.css';

/**
 * The shell's markup around a remote's area as `App` and `RemoteArea` render it, holding
 * the remote's first screen until the remote mounts (`lib/remotes/firstScreen.tsx`).
 * The screen is inert until then: a picture of it to read, so a tap or a choice made
 * before the app can act on it is not silently lost (the app's own screen replaces it).
 */
export function frameFirstScreen(remote: string, html: string, member = false): string {
  // A member's frame says so: a browser that has no stored session restores it first.
  const whose = member ? ' data-member-frame' : '';
  return (
    `<div class="${appStyles.app}"><main class="${appStyles.main}" id="main">` +
    `<div data-remote="${remote}" class="${areaStyles.area}">` +
    `<div data-first-screen="${remote}"${whose} inert>${html}</div></div></main></div>`
  );
}
