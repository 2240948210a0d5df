import { feedPage } from '@kfeed/kit/testing/feedItem';
import { initialSearchModel, needsFirstPage, searchListReducer } from './searchListModel.ts';

const searched = (text = '한강') =>
  searchListReducer(initialSearchModel(), { type: 'search', searchText: text });

test('before any search nothing is asked for', () => {
  expect(needsFirstPage(initialSearchModel())).toBe(false);
});

test('a search starts at page 1; full pages continue, a short page ends the list', () => {
  let model = searched();
  expect(model).toMatchObject({ searchText: '한강', page: 1, isInitialSearch: false });
  expect(needsFirstPage(model)).toBe(true);
  model = searchListReducer(model, { type: 'loading', generation: model.generation });
  expect(needsFirstPage(model)).toBe(false);
  model = searchListReducer(model, {
    type: 'loaded',
    generation: model.generation,
    items: feedPage(50, 10),
  });
  expect(model).toMatchObject({ page: 2, isEnd: false, loading: false });
  model = searchListReducer(model, {
    type: 'loaded',
    generation: model.generation,
    items: feedPage(40, 3),
  });
  expect(model).toMatchObject({ page: 3, isEnd: true });
  expect(model.items).toHaveLength(13);
});

test('an empty first page ends the list with no results', () => {
  const first = searched();
  const model = searchListReducer(first, {
    type: 'loaded',
    generation: first.generation,
    items: [],
  });
  expect(model).toMatchObject({ isEnd: true, items: [] });
});

test('a new search replaces the results and drops answers for the old one', () => {
  let model = searched('a');
  const old = model.generation;
  model = searchListReducer(model, { type: 'loaded', generation: old, items: feedPage(9, 9) });
  model = searchListReducer(model, { type: 'search', searchText: 'b' });
  expect(model).toMatchObject({ searchText: 'b', items: [], page: 1, isEnd: false });
  model = searchListReducer(model, { type: 'loaded', generation: old, items: feedPage(50, 10) });
  expect(model.items).toEqual([]);
});

test('a failure ends the list, keeping what was shown; retry reopens it', () => {
  let model = searched();
  model = searchListReducer(model, {
    type: 'loaded',
    generation: model.generation,
    items: feedPage(50, 10),
  });
  model = searchListReducer(model, { type: 'failed', generation: model.generation });
  expect(model).toMatchObject({ isEnd: true, failed: true, page: 2 });
  expect(model.items).toHaveLength(10);
  model = searchListReducer(model, { type: 'retry' });
  expect(model).toMatchObject({ isEnd: false, failed: false });
});

test('a post already shown is not shown twice', () => {
  let model = searched();
  model = searchListReducer(model, {
    type: 'loaded',
    generation: model.generation,
    items: feedPage(50, 10),
  });
  model = searchListReducer(model, {
    type: 'loaded',
    generation: model.generation,
    items: feedPage(41, 10),
  });
  expect(model.items).toHaveLength(19);
});

test('clear goes back to the screen before any search', () => {
  const model = searchListReducer(searched(), { type: 'clear' });
  expect(model).toMatchObject({ searchText: '', isInitialSearch: true, items: [] });
});
