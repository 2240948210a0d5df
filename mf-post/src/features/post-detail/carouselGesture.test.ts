import { clampSlide, endCarouselDrag } from './carouselGesture.ts';

test('a drag of 5 px or less is still a click and keeps the slide', () => {
  expect(endCarouselDrag(5, 1, 3)).toEqual({ blockClick: false, index: 1 });
  expect(endCarouselDrag(-3, 1, 3)).toEqual({ blockClick: false, index: 1 });
});

test('a drag over 5 px blocks the click; up to 50 px it keeps the slide', () => {
  expect(endCarouselDrag(6, 1, 3)).toEqual({ blockClick: true, index: 1 });
  expect(endCarouselDrag(-50, 1, 3)).toEqual({ blockClick: true, index: 1 });
});

test('a swipe over 50 px moves one slide, left for next and right for previous', () => {
  expect(endCarouselDrag(-51, 1, 3)).toEqual({ blockClick: true, index: 2 });
  expect(endCarouselDrag(51, 1, 3)).toEqual({ blockClick: true, index: 0 });
});

test('the first and last slides do not move past the ends', () => {
  expect(endCarouselDrag(80, 0, 3).index).toBe(0);
  expect(endCarouselDrag(-80, 2, 3).index).toBe(2);
  expect(clampSlide(5, 0)).toBe(0);
});
