import { Route, Routes } from 'react-router-dom';
import { routeByName } from '@kfeed/kit/routes';
import { HomePage } from './HomePage.tsx';

/**
 * mf-feed owns one route, Home. The shell also shows Home under the path-based login
 * dialog (/login), so it renders there too.
 */
export function App() {
  return (
    <Routes>
      <Route path={routeByName('Home').path} element={<HomePage />} />
      <Route path={routeByName('Login').path} element={<HomePage />} />
      <Route path="*" element={null} />
    </Routes>
  );
}
