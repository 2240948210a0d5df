import { Route, useParams } from 'react-router-dom';
import { routeByName } from '@kfeed/kit/routes';
import { FeedContentView } from './screens/FeedContentView.tsx';
import { ReplyView } from './screens/ReplyView.tsx';

/** A different post (or comment) is a fresh screen: no toggle, viewer or paging carried over. */
function FeedContentKeyed() {
  return <FeedContentView key={useParams().feedId} />;
}

function ReplyKeyed() {
  const { feedId, commentId } = useParams();
  return <ReplyView key={`${feedId}/${commentId}`} />;
}

/**
 * The routes for reading a post: the ones a visitor arrives on, so the server bundle draws
 * them too (firstScreen.tsx), without the writing screens and their photo tools.
 */
export const readingRoutes = [
  <Route key="post" path={routeByName('FeedContentView').path} element={<FeedContentKeyed />} />,
  <Route key="reply" path={routeByName('ReplyView').path} element={<ReplyKeyed />} />,
];
