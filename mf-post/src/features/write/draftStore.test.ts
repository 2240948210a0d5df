import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import {
  clearDraft,
  draftKey,
  fromDraft,
  loadDraft,
  readBytes,
  saveDraft,
  toDraft,
} from './draftStore.ts';

// jsdom has neither IndexedDB nor the structuredClone that fake-indexeddb uses when storing.
globalThis.structuredClone ??= (value: unknown) => deserialize(serialize(value));
import type { WriteImage } from './writeModel.ts';

const photo = readFileSync(
  path.join(__dirname, '../../../../shared/kit/src/images/fixtures/tiny.jpg'),
);
const fields = {
  categoryId: '3',
  feedType: 'PUBLIC',
  title: '벚꽃 명소',
  text: 'Yeouido\nat 9 a.m.',
};

it('keeps the text and the ready pictures, in order, across a reload', async () => {
  const images: WriteImage[] = [
    { id: 'a', kind: 'existing', url: '/api/files/a.jpg', description: 'old one' },
    {
      id: 'b',
      kind: 'new',
      file: new File([photo], 'camera.jpg', { type: 'image/jpeg' }),
      bytes: photo.length,
      preview: null,
      description: 'the river',
    },
    { id: 'c', kind: 'new', file: null, bytes: 4_000_000, preview: null, description: '' },
  ];
  const key = draftKey(7, null);
  await saveDraft(key, await toDraft(fields, images));

  const loaded = await loadDraft(key);
  expect(loaded).not.toBeNull();
  const restored = fromDraft(loaded!);
  expect(restored.fields).toEqual(fields);
  expect(restored.images.map((i) => i.kind)).toEqual(['existing', 'new']);
  const [kept, added] = restored.images;
  expect(kept).toMatchObject({ url: '/api/files/a.jpg', description: 'old one' });
  if (added?.kind !== 'new' || !added.file) throw new Error('expected the new picture');
  expect(added.file.name).toBe('camera.jpg');
  expect(added.file.type).toBe('image/jpeg');
  expect(new Uint8Array(await readBytes(added.file))).toEqual(new Uint8Array(photo));
  expect(added.description).toBe('the river');
});

it('keeps one draft per member and screen, and forgets it when cleared', async () => {
  await saveDraft(draftKey(7, 12), await toDraft({ ...fields, title: 'edit' }, []));
  await saveDraft(draftKey(8, null), await toDraft({ ...fields, title: 'other member' }, []));
  expect((await loadDraft(draftKey(7, 12)))?.fields.title).toBe('edit');
  expect((await loadDraft(draftKey(8, null)))?.fields.title).toBe('other member');
  await clearDraft(draftKey(7, 12));
  expect(await loadDraft(draftKey(7, 12))).toBeNull();
  expect(await loadDraft(draftKey(8, null))).not.toBeNull();
});
