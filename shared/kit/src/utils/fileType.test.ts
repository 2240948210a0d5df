import { fileTypeClass, isAcceptedImage } from '@kfeed/kit/utils/fileType';

it.each([
  ['photo.PNG', 'image'],
  ['a.jpeg', 'image'],
  ['a.jpg', 'image'],
  ['a.bmp', 'image'],
  ['a.gif', 'image'],
  ['clip.mp4', 'video'],
  ['clip.MOV', 'video'],
  ['clip.webm', 'video'],
  ['clip.mkv', 'video'],
  ['song.mp3', 'audio'],
  ['song.wav', 'audio'],
  ['doc.pdf', 'file'],
  ['noextension', 'file'],
  ['archive.tar.gz', 'file'],
])('%s is a %s', (name, typeClass) => {
  expect(fileTypeClass(name)).toBe(typeClass);
});

it('accepts images by type, and HEIC/HEIF by name when the browser gives no type', () => {
  expect(isAcceptedImage({ name: 'x.webp', type: 'image/webp' })).toBe(true);
  expect(isAcceptedImage({ name: 'IMG_1.HEIC', type: '' })).toBe(true);
  expect(isAcceptedImage({ name: 'x.heif', type: '' })).toBe(true);
  expect(isAcceptedImage({ name: 'x.pdf', type: 'application/pdf' })).toBe(false);
});
