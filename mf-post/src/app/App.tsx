import { lazy, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { routeByName } from '@kfeed/kit/routes';
import { Spinner } from '@kfeed/kit/ui/Spinner';
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

/** Writing is its own chunk: readers of a post never download the form or its photo tools. */
const WriteScreen = lazy(() => import('../features/write/WriteScreen.tsx'));

function Write({ mode }: { mode: 'write' | 'update' }) {
  return (
    <Suspense fallback={<Spinner />}>
      <WriteScreen mode={mode} />
    </Suspense>
  );
}

/** The routes mf-post owns (shared/kit/src/routes.ts). */
export function App() {
  return (
    <Routes>
      <Route path={routeByName('FeedWriteView').path} element={<Write mode="write" />} />
      <Route path={routeByName('FeedUpdateView').path} element={<Write mode="update" />} />
      <Route path={routeByName('FeedContentView').path} element={<FeedContentKeyed />} />
      <Route path={routeByName('ReplyView').path} element={<ReplyKeyed />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
