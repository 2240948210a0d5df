import { checkSelection } from '@kfeed/kit/images/checkSelection';
import { POST_IMAGE_RULES, type ImageRules } from '@kfeed/kit/images/imageRules';
import { fixtureFile, paddedJpeg } from './testImages.ts';

const MB = 1024 * 1024;
const none = { count: 0, totalBytes: 0 };

it('takes pictures of every kind, HEIC included, checked by content', async () => {
  const files = [
    fixtureFile('tiny.jpg'),
    fixtureFile('tiny.png'),
    fixtureFile('tiny.heic', 'IMG_0001.HEIC'),
  ];
  const { accepted, notices } = await checkSelection(files, none, POST_IMAGE_RULES);
  expect(accepted.map((a) => a.format)).toEqual(['jpeg', 'png', 'heic']);
  expect(notices).toEqual([]);
});

it('skips a file over 30 MB with the size notice and keeps the others', async () => {
  const big = paddedJpeg('huge.jpg', 30 * MB + 1);
  const files = [fixtureFile('tiny.jpg'), big, fixtureFile('tiny.png')];
  const { accepted, notices } = await checkSelection(files, none, POST_IMAGE_RULES);
  expect(accepted.map((a) => a.file.name)).toEqual(['tiny.jpg', 'tiny.png']);
  expect(notices).toEqual([
    { kind: 'file-too-large', fileName: 'huge.jpg', bytes: 30 * MB + 1, maxBytes: 30 * MB },
  ]);
});

it('accepts a file of exactly 30 MB', async () => {
  const { accepted } = await checkSelection(
    [paddedJpeg('edge.jpg', 30 * MB)],
    none,
    POST_IMAGE_RULES,
  );
  expect(accepted).toHaveLength(1);
});

it('skips what is not a picture', async () => {
  const files = [new File(['hello'], 'notes.jpg', { type: 'image/jpeg' }), fixtureFile('tiny.gif')];
  const { accepted, notices } = await checkSelection(files, none, POST_IMAGE_RULES);
  expect(accepted.map((a) => a.file.name)).toEqual(['tiny.gif']);
  expect(notices).toEqual([{ kind: 'not-image', fileName: 'notes.jpg' }]);
});

it('refuses a choice that would pass 10 pictures, and adds none of it', async () => {
  const three = [fixtureFile('tiny.jpg'), fixtureFile('tiny.png'), fixtureFile('tiny.webp')];
  const held = { count: 8, totalBytes: 1000 };
  const { accepted, notices } = await checkSelection(three, held, POST_IMAGE_RULES);
  expect(accepted).toEqual([]);
  expect(notices).toEqual([{ kind: 'too-many', count: 11, max: 10 }]);
  const two = await checkSelection(three.slice(0, 2), held, POST_IMAGE_RULES);
  expect(two.accepted).toHaveLength(2);
});

it('refuses a choice that passes the total, telling the would-be total and the maximum', async () => {
  const held = { count: 2, totalBytes: 300 * MB - 100 };
  const { accepted, notices } = await checkSelection(
    [fixtureFile('tiny.png')],
    held,
    POST_IMAGE_RULES,
  );
  expect(accepted).toEqual([]);
  expect(notices).toEqual([
    { kind: 'total-too-large', totalBytes: 300 * MB + 545, maxBytes: 300 * MB },
  ]);
});

it('uses the caller’s own limits (a profile photo: one file up to 10 MB)', async () => {
  const profile: ImageRules = {
    ...POST_IMAGE_RULES,
    maxCount: 1,
    maxFileBytes: 10 * MB,
    maxTotalBytes: Infinity,
  };
  const tooBig = await checkSelection([paddedJpeg('me.jpg', 10 * MB + 1)], none, profile);
  expect(tooBig.notices[0]).toMatchObject({ kind: 'file-too-large', maxBytes: 10 * MB });
  const two = await checkSelection(
    [fixtureFile('tiny.jpg'), fixtureFile('tiny.png')],
    none,
    profile,
  );
  expect(two.notices).toEqual([{ kind: 'too-many', count: 2, max: 1 }]);
});
