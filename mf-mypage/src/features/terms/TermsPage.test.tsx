import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTermsDataList } from '@kfeed/kit/calls/getTermsDataList';
import type { TermsDocument } from '@kfeed/contracts/common';
import { renderAt } from '@kfeed/kit/testing/render';
import { TermsPage } from './TermsPage.tsx';
import { loadMyPageTexts } from '../../testing/texts.ts';

jest.mock('@kfeed/kit/calls/getTermsDataList');

const doc = (termsVersion: number, isoCode: string, html: string): TermsDocument => ({
  termsVersion,
  termsType: 'terms',
  termsAnnouncementDate: `${String(termsVersion).slice(0, 4)}-01-10`,
  termsStartDate: `${String(termsVersion).slice(0, 4)}-02-01`,
  termsContents: html,
  isoCode,
});

beforeAll(() => loadMyPageTexts());
beforeEach(() => jest.mocked(getTermsDataList).mockReset());

test('opens on 2025-06, the newest labelled current, with its dates and sanitised text', async () => {
  jest
    .mocked(getTermsDataList)
    .mockResolvedValue([
      doc(202409, 'en', '<p>Older</p>'),
      doc(202506, 'en', '<p>Current</p><img src=x onerror="alert(1)"><script>alert(2)</script>'),
      doc(202401, 'en', '<p>Oldest</p>'),
    ]);
  const { container } = renderAt(<TermsPage termsType="terms" />, { path: '/terms' });
  const version = await screen.findByRole('combobox', { name: 'Version' });
  expect(
    within(version)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['2025-06 (current version)', '2024-09', '2024-01']);
  expect(version).toHaveValue('202506');
  expect(screen.getByText('Current')).toBeInTheDocument();
  expect(screen.getByText('January 10, 2025')).toBeInTheDocument();
  expect(screen.getByText('February 1, 2025')).toBeInTheDocument();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  expect(getTermsDataList).toHaveBeenCalledWith({ termsType: 'terms', isoCode: 'en' });
  expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();

  await userEvent.selectOptions(version, '202401');
  expect(screen.getByText('Oldest')).toBeInTheDocument();
});

test('the isoCode query picks the language; type=noHeader hides the header', async () => {
  jest.mocked(getTermsDataList).mockResolvedValue([doc(202506, 'ko', '<p>약관</p>')]);
  renderAt(<TermsPage termsType="terms" />, { path: '/terms?isoCode=ko&type=noHeader' });
  expect(await screen.findByText('약관')).toBeInTheDocument();
  expect(getTermsDataList).toHaveBeenCalledWith({ termsType: 'terms', isoCode: 'ko' });
  expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  expect(screen.queryByRole('note')).toBeNull();
});

test('a document in another language than the reader’s says so', async () => {
  jest.mocked(getTermsDataList).mockResolvedValue([doc(202506, 'en', '<p>English text</p>')]);
  renderAt(<TermsPage termsType="privacy" />, { path: '/privacy?isoCode=vi' });
  expect(await screen.findByRole('note')).toHaveTextContent(
    'This document is not available in your language, so it is shown in English.',
  );
});

test('a failed load offers a retry', async () => {
  jest
    .mocked(getTermsDataList)
    .mockRejectedValueOnce(new Error('Network Error'))
    .mockResolvedValue([doc(202506, 'en', '<p>Back again</p>')]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderAt(<TermsPage termsType="terms" />, { path: '/terms' });
  await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Back again')).toBeInTheDocument();
});
