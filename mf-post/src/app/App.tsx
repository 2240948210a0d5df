import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { routeByName } from '@kfeed/kit/routes';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import { readingRoutes } from './readingRoutes.tsx';

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
      {readingRoutes}
      <Route path="*" element={null} />
    </Routes>
  );
}
