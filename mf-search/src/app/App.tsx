import { Route, Routes } from 'react-router-dom';
import { routeByName } from '@kfeed/kit/routes';
import { SearchPage } from './SearchPage.tsx';

/** mf-search owns one route, Search. */
export function App() {
  return (
    <Routes>
      <Route path={routeByName('Search').path} element={<SearchPage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
