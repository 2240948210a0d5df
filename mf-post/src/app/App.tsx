import { Route, Routes, useParams } from 'react-router-dom';
import { routeByName } from '@kfeed/kit/routes';
import { RoutePlaceholder } from '@kfeed/kit/ui/RoutePlaceholder';
import { FeedContentView } from '../features/post-detail/FeedContentView.tsx';
import { ReplyView } from '../features/replies/ReplyView.tsx';

/** A different post (or comment) is a fresh screen: no toggle, viewer or paging carried over. */
function FeedContentKeyed() {
  return <FeedContentView key={useParams().feedId} />;
}

function ReplyKeyed() {
  const { feedId, commentId } = useParams();
  return <ReplyView key={`${feedId}/${commentId}`} />;
}

/** The routes mf-post owns (shared/kit/src/routes.ts). Writing and editing come later. */
export function App() {
  return (
    <Routes>
      <Route
        path={routeByName('FeedWriteView').path}
        element={<RoutePlaceholder name="FeedWriteView" />}
      />
      <Route
        path={routeByName('FeedUpdateView').path}
        element={<RoutePlaceholder name="FeedUpdateView" />}
      />
      <Route path={routeByName('FeedContentView').path} element={<FeedContentKeyed />} />
      <Route path={routeByName('ReplyView').path} element={<ReplyKeyed />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
