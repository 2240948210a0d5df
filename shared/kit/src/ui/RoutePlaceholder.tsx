import { Link, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routesOwnedBy, type RemoteName, type RouteName } from '@kfeed/kit/routes';
import { useSession } from '@kfeed/platform/sessionStore';

/** A plain page naming a route and its params, for routes whose screen is not built yet. */
export function RoutePlaceholder({ name }: { name: RouteName }) {
  const { t } = useTranslation();
  const params = useParams();
  const location = useLocation();
  const userId = useSession((s) => s.userId);
  return (
    <section aria-labelledby="route-placeholder-title" style={{ padding: 'var(--space-4)' }}>
      <h1 id="route-placeholder-title" data-route={name}>
        {t(`route.${name}`)}
      </h1>
      <dl>
        <dt>{t('placeholder.params')}</dt>
        <dd data-testid="route-params">{JSON.stringify(params)}</dd>
        <dt>{t('placeholder.query')}</dt>
        <dd data-testid="route-query">{location.search}</dd>
      </dl>
      <p data-testid="session-state">
        {userId ? t('placeholder.session_member', { userId }) : t('placeholder.session_visitor')}
      </p>
      <Link to="/">{t('placeholder.go_home')}</Link>
    </section>
  );
}

/** The routes of one remote, each showing its placeholder page. */
export function PlaceholderRoutes({ owner }: { owner: RemoteName }) {
  return (
    <Routes>
      {routesOwnedBy(owner).map((route) => (
        <Route
          key={route.name}
          path={route.path}
          element={<RoutePlaceholder name={route.name} />}
        />
      ))}
      <Route path="*" element={null} />
    </Routes>
  );
}
