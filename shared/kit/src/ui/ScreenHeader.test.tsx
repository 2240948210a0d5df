import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScreenHeader } from './ScreenHeader.tsx';

jest.mock('react-i18next', () =>
  jest.requireActual('@kfeed/kit/testing/i18nKeys').reactI18nextKeysMock(),
);

test('a real back button with a name, and the title as the screen heading', async () => {
  const onBack = jest.fn();
  render(<ScreenHeader title="Liked posts" onBack={onBack} end={<span>menu</span>} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Liked posts' })).toBeInTheDocument();
  const back = screen.getByRole('button', { name: 'back' });
  expect(back.tagName).toBe('BUTTON');
  await userEvent.click(back);
  expect(onBack).toHaveBeenCalledTimes(1);
  expect(screen.getByText('menu')).toBeInTheDocument();
});

test('without onBack there is no back button; level 2 leaves the h1 to the content', () => {
  render(<ScreenHeader title="Post" level={2} />);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Post' })).toBeInTheDocument();
});
