import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { on } from '@kfeed/platform/events';
import { holdLeave } from '@kfeed/platform/leaveGuard';
import { ROLE_ADMIN, ROLE_MODERATOR } from '@kfeed/contracts/auth';
import { clearSession, setSession } from '@kfeed/platform/sessionStore';
import { signInAsMember } from '@kfeed/kit/testing/session';
import { compositionOf, type Composition } from '../../lib/remotes/composed.ts';
import { BottomNav } from './BottomNav.tsx';

jest.mock('react-i18next', () => ({
  useTranslation: (ns?: string) => ({
    t: (key: string) => (ns && ns !== 'common' ? `${ns}:${key}` : key),
  }),
}));
jest.mock('../../lib/remotes/composed.ts', () => ({ compositionOf: jest.fn() }));

/** Where this environment's remotes.json composes mf-admin, or leaves it out. */
function adminComposed(composition: Composition) {
  jest
    .mocked(compositionOf)
    .mockImplementation((name) => (name === 'mf-admin' ? composition : 'composed'));
}
function signInWithRoles(roles: string[]) {
  const payload = btoa(JSON.stringify({ roles })).replace(/=+$/, '');
  setSession({ accessToken: `header.${payload}.signature`, userId: 2, isoCode: 'en' });
}

function Where() {
  const location = useLocation();
  return <output aria-label="path">{location.pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <BottomNav />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  clearSession();
  window.scrollTo = jest.fn();
  adminComposed('composed');
});

it.each([
  ['/', 'nav.home'],
  ['/search', 'nav.search'],
  ['/dongne', 'nav.dongne'],
  ['/myPage', 'nav.myPage'],
  ['/myPage/update', 'nav.myPage'],
  ['/myPage/myFeedList', 'nav.myPage'],
])('on %s the %s item is active', (path, active) => {
  renderAt(path);
  expect(screen.getByRole('link', { name: active })).toHaveAttribute('aria-current', 'page');
  expect(
    screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page'),
  ).toHaveLength(1);
});

it('shows no item active on a post', () => {
  renderAt('/feed/3');
  expect(
    screen.getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page'),
  ).toHaveLength(0);
});

/** The `list:reset` requests sent while `run` runs. */
async function resetsDuring(run: () => Promise<void>): Promise<string[]> {
  const resets: string[] = [];
  const off = on('list:reset', ({ list }) => resets.push(list));
  try {
    await run();
  } finally {
    off();
  }
  return resets;
}

it('going home from elsewhere asks Home to reset (it forgets its own list) and scrolls to top', async () => {
  sessionStorage.setItem('feedListState', '{"page":3}');
  renderAt('/feed/3');
  const resets = await resetsDuring(() =>
    userEvent.click(screen.getByRole('link', { name: 'nav.home' })),
  );
  expect(resets).toEqual(['feed']);
  // The stored list is mf-feed's: the shell leaves it to Home.
  expect(sessionStorage.getItem('feedListState')).toBe('{"page":3}');
  // The navigation renders on React's schedule, after the click's own work.
  await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent(/^\/$/));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
});

it('tapping home while home keeps the list and only scrolls to top', async () => {
  renderAt('/');
  const resets = await resetsDuring(() =>
    userEvent.click(screen.getByRole('link', { name: 'nav.home' })),
  );
  expect(resets).toEqual([]);
  expect(window.scrollTo).toHaveBeenCalled();
});

it('going to search from elsewhere asks Search to reset', async () => {
  renderAt('/');
  const resets = await resetsDuring(() =>
    userEvent.click(screen.getByRole('link', { name: 'nav.search' })),
  );
  expect(resets).toEqual(['search']);
  await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent('/search'));
});

it('the write button asks a visitor to log in and stays put', async () => {
  const requests: unknown[] = [];
  const off = on('auth:open-login', (detail) => requests.push(detail));
  renderAt('/search');
  await userEvent.click(screen.getByRole('link', { name: 'nav.write' }));
  off();
  expect(requests).toEqual([{ reason: 'guard', target: '/feed/write' }]);
  expect(screen.getByLabelText('path')).toHaveTextContent('/search');
});

it('a screen with unsaved changes is asked first: staying keeps the place, leaving goes', async () => {
  let answer = false;
  const guard = jest.fn(() => Promise.resolve(answer));
  const remove = holdLeave(guard);
  renderAt('/myPage/update');
  const resets = await resetsDuring(() =>
    userEvent.click(screen.getByRole('link', { name: 'nav.home' })),
  );
  expect(guard).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/myPage/update');
  // Staying also keeps Home's saved list: Home is not asked to reset.
  expect(resets).toEqual([]);
  answer = true;
  await userEvent.click(screen.getByRole('link', { name: 'nav.home' }));
  expect(await screen.findByText('/')).toBeInTheDocument();
  remove();
});

describe('the moderation entry', () => {
  const entry = () => screen.queryByRole('link', { name: 'shell:nav.admin' });

  it('is shown to moderators and admins, last, with its label from the shell texts', async () => {
    signInWithRoles([ROLE_MODERATOR]);
    renderAt('/');
    expect(entry()).toHaveAttribute('href', '/admin');
    expect(screen.getAllByRole('link').at(-1)).toBe(entry());
    await userEvent.click(entry()!);
    await waitFor(() => expect(screen.getByLabelText('path')).toHaveTextContent('/admin'));
    expect(entry()).toHaveAttribute('aria-current', 'page');
  });

  it('is active on every moderation screen', () => {
    signInWithRoles([ROLE_ADMIN]);
    renderAt('/admin/notices');
    expect(entry()).toHaveAttribute('aria-current', 'page');
  });

  it('is not there for visitors and members without the role', () => {
    renderAt('/');
    expect(entry()).toBeNull();
    signInAsMember(3);
    renderAt('/');
    expect(entry()).toBeNull();
  });

  it('is not there where this environment does not compose mf-admin', () => {
    signInWithRoles([ROLE_ADMIN]);
    adminComposed('absent');
    renderAt('/');
    expect(entry()).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(5);
  });
});
