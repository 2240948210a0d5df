import { demoteHeadings } from './demoteHeadings.ts';

it('moves every heading one level down, keeping attributes and content', () => {
  expect(
    demoteHeadings('<h1 id="t">Terms <em>of use</em></h1><h2>1. Purpose</h2><p>x</p><h6>y</h6>'),
  ).toBe('<h2 id="t">Terms <em>of use</em></h2><h3>1. Purpose</h3><p>x</p><h6>y</h6>');
});

it('leaves a body without headings as it is', () => {
  expect(demoteHeadings('<p>Hello <b>there</b></p>')).toBe('<p>Hello <b>there</b></p>');
});
