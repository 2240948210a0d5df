import { INITIAL_DATA_ID, initialDataKey, readDataBlock, takeInitialData } from './initialData.ts';

it('keys a request by its path and sorted parameters, the cache-buster left out', () => {
  expect(initialDataKey('/api/x', { b: 2, a: 'one', _t: 123, c: undefined })).toBe(
    '/api/x?a=one&b=2',
  );
});

it('hands an embedded answer out once, then the page asks the server', () => {
  const key = initialDataKey('/api/feed/getFeedList', { page: 1, isoCode: 'en' });
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INITIAL_DATA_ID;
  block.textContent = JSON.stringify({ [key]: { result: true, data: [1] } });
  document.body.append(block);

  expect(takeInitialData('/api/feed/getFeedList', { page: 2, isoCode: 'en' })).toBeUndefined();
  expect(takeInitialData('/api/feed/getFeedList', { isoCode: 'en', page: 1, _t: 9 })).toEqual({
    result: true,
    data: [1],
  });
  expect(takeInitialData('/api/feed/getFeedList', { page: 1, isoCode: 'en' })).toBeUndefined();
  expect(document.getElementById(INITIAL_DATA_ID)).toBeNull();
});

it('reads nothing from a missing or broken block', () => {
  expect(readDataBlock('nothing-here')).toBeUndefined();
  const broken = document.createElement('script');
  broken.type = 'application/json';
  broken.id = 'broken';
  broken.textContent = '{not json';
  document.body.append(broken);
  expect(readDataBlock('broken')).toBeUndefined();
});
