import {
  clampCharacters,
  feedFormData,
  feedTypeFor,
  feedTypesOf,
  isDirty,
  problemsOf,
  type WriteForm,
} from './writeModel.ts';

const loaded: WriteForm = {
  fields: { categoryId: '3', feedType: 'PUBLIC', title: 'Hanami', text: 'Bring a mat.' },
  images: [
    { id: 'a', kind: 'existing', url: '/api/files/a.jpg', description: '' },
    { id: 'b', kind: 'existing', url: '/api/files/b.jpg', description: 'river' },
  ],
};

it('a new post is dirty once it has a title, a text or a picture', () => {
  const empty: WriteForm = {
    fields: { categoryId: '3', feedType: 'PUBLIC', title: ' ', text: '' },
    images: [],
  };
  expect(isDirty(empty, null)).toBe(false);
  expect(isDirty({ ...empty, fields: { ...empty.fields, text: 'x' } }, null)).toBe(true);
  expect(isDirty({ ...empty, images: [loaded.images[0]!] }, null)).toBe(true);
});

it('an edit is dirty when anything differs from the post as loaded, order included', () => {
  expect(isDirty(loaded, loaded)).toBe(false);
  expect(isDirty({ ...loaded, images: [...loaded.images].reverse() }, loaded)).toBe(true);
  expect(isDirty({ ...loaded, images: loaded.images.slice(1) }, loaded)).toBe(true);
  expect(isDirty({ ...loaded, fields: { ...loaded.fields, feedType: 'NATION' } }, loaded)).toBe(
    true,
  );
  const described = loaded.images.map((i) => ({ ...i, description: 'new words' }));
  expect(isDirty({ ...loaded, images: described }, loaded)).toBe(true);
});

it('a category offers its feed types; the current one stays, else PUBLIC, else the first', () => {
  expect(feedTypesOf({ categoryType: '["PUBLIC","NATION"]' })).toEqual(['PUBLIC', 'NATION']);
  expect(feedTypesOf({ categoryType: 'not json' })).toEqual(['PUBLIC']);
  expect(feedTypeFor(['PUBLIC', 'NATION'], 'NATION')).toBe('NATION');
  expect(feedTypeFor(['PUBLIC', 'NATION'], '')).toBe('PUBLIC');
  expect(feedTypeFor(['NATION'], 'PUBLIC')).toBe('NATION');
});

it('counts characters as people do when cutting at the limit', () => {
  expect(clampCharacters('가'.repeat(31), 30)).toBe('가'.repeat(30));
  expect(clampCharacters('🌸'.repeat(31), 30)).toBe('🌸'.repeat(30));
});

it('names what stops sending, first problem first', () => {
  expect(problemsOf({ categoryId: '', feedType: '', title: ' ', text: '' })).toEqual([
    'category',
    'title',
    'text',
  ]);
  expect(problemsOf(loaded.fields)).toEqual([]);
});

it('an edit sends the kept pictures by URL with their place among all pictures, then the new files', async () => {
  const file = new File(['jpeg bytes'], 'new.jpg', { type: 'image/jpeg' });
  const form: WriteForm = {
    ...loaded,
    images: [
      loaded.images[1]!,
      { id: 'n', kind: 'new', file, bytes: file.size, preview: null, description: 'picnic' },
      loaded.images[0]!,
    ],
  };
  const body = feedFormData(form, 42);
  const json = JSON.parse(await readText(body.get('feedUpdateRequest') as Blob));
  expect(json).toMatchObject({
    feedId: 42,
    feedTitle: 'Hanami',
    categoryId: '3',
    imageDescriptions: ['picnic'],
  });
  expect(JSON.parse(json.existingImages)).toEqual([
    { url: '/api/files/b.jpg', order: 0, description: 'river' },
    { url: '/api/files/a.jpg', order: 2, description: '' },
  ]);
  expect(body.getAll('images').map((f) => (f as File).name)).toEqual(['new.jpg']);
});

function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}
