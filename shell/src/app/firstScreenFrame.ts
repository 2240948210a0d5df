// The shell's server bundle (dist/server/first-screen.cjs): the frame a remote's first
// screen sits in within the shell's HTML, with the class names of this build.
import appStyles from './App.module.css';
import areaStyles from '../features/remotes/RemoteArea.module.css';

/**
 * The shell's markup around a remote's area as `App` and `RemoteArea` render it, holding
 * the remote's first screen until the remote mounts (`features/remotes/firstScreen.ts`).
 */
export function frameFirstScreen(remote: string, html: string): string {
  return (
    `<div class="${appStyles.app}"><main class="${appStyles.main}" id="main">` +
    `<div data-remote="${remote}" class="${areaStyles.area}">` +
    `<div data-first-screen="${remote}">${html}</div></div></main></div>`
  );
}
