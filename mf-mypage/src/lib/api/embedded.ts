import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import type { ApiRoute, RouteAnswer, RouteInput } from '@kfeed/contracts/routes/route';
import { takeInitialData } from '@kfeed/kit/initialData';
import { unwrap } from '@kfeed/platform/httpClient';
import { sessionStore } from '@kfeed/platform/sessionStore';

/**
 * A visitor's answer to this request as the shell's server put it into the page with the
 * screen it drew (docs/performance.md, "The first screen in the HTML"), taken once, so that
 * the screen's first render draws what the server drew. Undefined when it is not there (a
 * member, other parameters, taken already) or is a failure: the screen then asks the API.
 */
export function takeEmbedded<R extends ApiRoute>(
  route: R,
  input: RouteInput<R>,
): RouteAnswer<R> | undefined {
  if (sessionStore.getState().isLoggedIn) return undefined;
  const embedded = takeInitialData(route.path, input as object);
  if (!embedded) return undefined;
  try {
    return unwrap(embedded as ApiEnvelope<RouteAnswer<R>>, 200);
  } catch {
    return undefined;
  }
}
