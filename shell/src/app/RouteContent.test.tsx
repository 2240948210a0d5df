import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ROLE_ADMIN, ROLE_MODERATOR } from '@kfeed/contracts/auth';
import { matchRoute } from '@kfeed/kit/routes';
import { LocationProbe } from '@kfeed/kit/testing/LocationProbe';
import { signInAsMember, signOut } from '@kfeed/kit/testing/session';
import { on } from '@kfeed/platform/events';
import { setSession } from '@kfeed/platform/sessionStore';
import { compositionOf, type Composition } from '../lib/remotes/composed.ts';
import { RouteContent, routeHere } from './App.tsx';

jest.mock('react-i18next', () =>
  jest.requireActual('@kfeed/kit/testing/i18nKeys').reactI18nextKeysMock(),
);
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
  satisfy: jest.fn(() => true),
}));
// The area a remote is drawn in: here it only says which remote it would load.
jest.mock('../lib/remotes/RemoteArea.tsx', () => ({
  RemoteArea: ({ name }: { name: string }) => <p>remote area of {name}</p>,
}));
jest.mock('../lib/remotes/composed.ts', () => ({ compositionOf: jest.fn() }));

function adminComposed(composition: Composition) {
  jest
    .mocked(compositionOf)
    .mockImplementation((name) => (name === 'mf-admin' ? composition : 'composed'));
}
function signInWithRoles(roles: string[]) {
  const payload = btoa(JSON.stringify({ roles })).replace(/=+$/, '');
  setSession({ accessToken: `header.${payload}.signature`, userId: 2, isoCode: 'en' });
}

/** A direct page load of `path`: the shell's route content, and where the router ends up. */
function load(path: string) {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="*" element={<RouteContent route={match.route} pathname={path} />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
const where = () => screen.getByTestId('location').textContent;

beforeEach(() => adminComposed('composed'));
afterEach(() => signOut());

it('mounts mf-admin for a moderator on the queue and the audit log', () => {
  signInWithRoles([ROLE_MODERATOR]);
  load('/admin');
  expect(screen.getByText('remote area of mf-admin')).toBeVisible();
  expect(where()).toBe('/admin');
});

it('sends a moderator home from the admins-only screens, and lets an admin in', () => {
  signInWithRoles([ROLE_MODERATOR]);
  const { unmount } = load('/admin/notices');
  expect(where()).toBe('/');
  unmount();
  signInWithRoles([ROLE_ADMIN]);
  load('/admin/members');
  expect(screen.getByText('remote area of mf-admin')).toBeVisible();
});

it('sends a member without the role home on a direct load', () => {
  signInAsMember(4);
  load('/admin/audit');
  expect(where()).toBe('/');
  expect(screen.queryByText(/remote area/)).not.toBeInTheDocument();
});

it('asks a visitor to sign in, then goes home, as for any login route', () => {
  const requests: unknown[] = [];
  const off = on('auth:open-login', (detail) => requests.push(detail));
  load('/admin');
  off();
  expect(requests).toEqual([{ reason: 'guard', target: '/admin' }]);
  expect(where()).toBe('/');
});

it('treats /admin as unknown where this environment does not compose mf-admin', () => {
  adminComposed('absent');
  signInWithRoles([ROLE_ADMIN]);
  load('/admin');
  expect(where()).toBe('/');
  expect(screen.queryByText(/remote area/)).not.toBeInTheDocument();
});

it('knows no moderation route where mf-admin is left out, and every other route still', () => {
  adminComposed('absent');
  expect(routeHere('/admin/audit')).toBeNull();
  expect(routeHere('/search')?.route.name).toBe('Search');
  adminComposed('composed');
  expect(routeHere('/admin/audit')?.route.name).toBe('AdminAudit');
});

it('shows the remote area (and so its fallback) where mf-admin is named but broken', () => {
  adminComposed('broken');
  signInWithRoles([ROLE_ADMIN]);
  load('/admin');
  expect(screen.getByText('remote area of mf-admin')).toBeVisible();
});
