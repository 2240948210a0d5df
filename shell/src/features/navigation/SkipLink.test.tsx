import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './SkipLink.tsx';

jest.mock('react-i18next', () => ({
  useTranslation: () => ({ t: (key: string) => `shell:${key}`, ready: true }),
}));

test('the skip link is the first stop of Tab and takes focus past the header to the content', async () => {
  const pushState = jest.spyOn(window.history, 'pushState');
  render(
    <>
      <SkipLink mainId="main" />
      <main id="main">
        <header>
          <a href="/">Logo</a>
          <select aria-label="Language" />
        </header>
        <section data-skip-target aria-label="Posts">
          <a href="/feed/1">First post</a>
        </section>
      </main>
    </>,
  );
  await userEvent.tab();
  const link = screen.getByRole('link', { name: 'shell:a11y.skip_to_main' });
  expect(link).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('region', { name: 'Posts' })).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'First post' })).toHaveFocus();
  // No history entry for the jump: the shell's router owns the address.
  expect(pushState).not.toHaveBeenCalled();
  expect(window.location.hash).toBe('');
});
