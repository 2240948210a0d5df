import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerDialogs } from '@kfeed/kit/testing/dialogs';
import { loadBrowserImageCodec } from '@kfeed/kit/images/browserImageCodec';
import { deleteUserProfileImage, updateUserProfileImage } from './api/profileImage.ts';
import { ProfilePhoto } from './ProfilePhoto.tsx';
import { loadMyPageTexts } from '../../testing/texts.ts';

jest.mock('./api/profileImage.ts');
jest.mock('@kfeed/kit/images/browserImageCodec');

const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46];
const jpeg = (bytes: number, name = 'me.jpg') => {
  const data = new Uint8Array(bytes);
  data.set(JPEG_HEAD);
  return new File([data], name, { type: 'image/jpeg' });
};

const standIns: { stop: () => void }[] = [];
const answer = () => {
  const log = answerDialogs(true);
  standIns.push(log);
  return log;
};

beforeAll(() => loadMyPageTexts());
beforeEach(() => {
  jest.mocked(updateUserProfileImage).mockReset();
  jest.mocked(deleteUserProfileImage).mockReset();
  jest.mocked(loadBrowserImageCodec).mockReset();
});
afterEach(() => {
  for (const log of standIns.splice(0)) log.stop();
});

function renderPhoto(imageUrl: string | null = null) {
  const onChange = jest.fn();
  render(<ProfilePhoto imageUrl={imageUrl} onChange={onChange} />);
  return onChange;
}

test('a small photo is uploaded as it is, with progress, becomes the profile photo and a toast says so', async () => {
  let report: (share: number) => void = () => undefined;
  let finish: (value: { userProfileImageUrl: string }) => void = () => undefined;
  jest.mocked(updateUserProfileImage).mockImplementation((_file, _name, onProgress) => {
    report = onProgress;
    return new Promise((resolve) => (finish = resolve));
  });
  const dialogs = answer();
  const onChange = renderPhoto();
  await userEvent.upload(screen.getByLabelText('Choose a profile photo'), jpeg(2000));
  await waitFor(() => expect(updateUserProfileImage).toHaveBeenCalled());
  report(0.4);
  expect(await screen.findByRole('progressbar', { name: 'Uploading the photo' })).toHaveAttribute(
    'value',
    '0.4',
  );
  finish({ userProfileImageUrl: '/api/files/p.webp' });
  await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/files/p.webp'));
  expect(dialogs.toasts).toEqual(['Your profile photo has been updated.']);
  expect(dialogs.alerts).toEqual([]);
  // Nothing to convert or compress: the conversion libraries are never loaded.
  expect(loadBrowserImageCodec).not.toHaveBeenCalled();
  expect(jest.mocked(updateUserProfileImage).mock.calls[0]?.[1]).toBe('me.jpg');
});

test('a file that is not an image is refused, whatever its name', async () => {
  const dialogs = answer();
  renderPhoto();
  await userEvent.upload(
    screen.getByLabelText('Choose a profile photo'),
    new File(['plain text'], 'photo.jpg', { type: 'image/jpeg' }),
  );
  await waitFor(() => expect(dialogs.alerts).toEqual(['Only image files can be uploaded.']));
  expect(updateUserProfileImage).not.toHaveBeenCalled();
});

test('a photo over 10 MB is refused', async () => {
  const dialogs = answer();
  renderPhoto();
  await userEvent.upload(
    screen.getByLabelText('Choose a profile photo'),
    jpeg(10 * 1024 * 1024 + 1),
  );
  await waitFor(() =>
    expect(dialogs.alerts).toEqual(['A profile photo cannot be larger than 10 MB.']),
  );
  expect(updateUserProfileImage).not.toHaveBeenCalled();
});

test('a photo over 1.5 MB is compressed before the upload', async () => {
  const compress = jest.fn(async () => new Blob([new Uint8Array(500_000)], { type: 'image/jpeg' }));
  jest.mocked(loadBrowserImageCodec).mockResolvedValue({ heicToJpeg: jest.fn(), compress });
  jest.mocked(updateUserProfileImage).mockResolvedValue({ userProfileImageUrl: '/x.webp' });
  answer();
  renderPhoto();
  await userEvent.upload(screen.getByLabelText('Choose a profile photo'), jpeg(2_000_000));
  await waitFor(() => expect(updateUserProfileImage).toHaveBeenCalled());
  expect(compress).toHaveBeenCalledWith(
    expect.any(File),
    { targetBytes: 1.5 * 1024 * 1024, maxSide: 1920, quality: 0.8 },
    undefined,
  );
  expect(jest.mocked(updateUserProfileImage).mock.calls[0]?.[0].size).toBe(500_000);
});

test('with a photo, a choice: delete removes it and says so in a toast', async () => {
  jest.mocked(deleteUserProfileImage).mockResolvedValue();
  const dialogs = answer();
  const onChange = renderPhoto('/api/files/old.webp');
  await userEvent.click(screen.getByRole('button', { name: 'Change photo' }));
  const choice = screen.getByRole('dialog', { name: 'Profile photo' });
  expect(choice).toHaveTextContent('Upload a new photo or delete the current one?');
  await userEvent.click(screen.getByRole('button', { name: 'Delete photo' }));
  await waitFor(() => expect(onChange).toHaveBeenCalledWith(null));
  expect(dialogs.toasts).toEqual(['Your profile photo has been deleted.']);
  expect(dialogs.alerts).toEqual([]);
});

test('a failed delete says so and keeps the photo', async () => {
  jest.mocked(deleteUserProfileImage).mockRejectedValue(new Error('Network Error'));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const dialogs = answer();
  const onChange = renderPhoto('/api/files/old.webp');
  await userEvent.click(screen.getByRole('button', { name: 'Change photo' }));
  await userEvent.click(screen.getByRole('button', { name: 'Delete photo' }));
  await waitFor(() => expect(dialogs.alerts).toEqual(['The photo could not be deleted.']));
  expect(dialogs.toasts).toEqual([]);
  expect(onChange).not.toHaveBeenCalled();
});
