import { render, screen } from '@testing-library/react';
import { LinkifiedText, linkUrls, splitLinks } from '@kfeed/kit/utils/linkify';

describe('splitLinks', () => {
  it('finds http, https and www. addresses', () => {
    expect(
      linkUrls('see http://a.example/x and https://b.example?q=1 or www.visitkorea.or.kr'),
    ).toEqual(['http://a.example/x', 'https://b.example?q=1', 'http://www.visitkorea.or.kr']);
  });

  it('leaves trailing punctuation out of the link', () => {
    expect(splitLinks('Go to https://kfeed.example/post/1. Then rest!')).toEqual([
      { text: 'Go to ' },
      { text: 'https://kfeed.example/post/1', href: 'https://kfeed.example/post/1' },
      { text: '. Then rest!' },
    ]);
    expect(linkUrls('(https://a.example/path), ok?')).toEqual(['https://a.example/path']);
  });

  it('ignores bare domains and e-mail addresses', () => {
    expect(linkUrls('write to me@mail.example or visit kfeed.com')).toEqual([]);
  });

  it('keeps text without links whole', () => {
    expect(splitLinks('안녕하세요')).toEqual([{ text: '안녕하세요' }]);
    expect(splitLinks('')).toEqual([]);
  });
});

describe('LinkifiedText', () => {
  it('opens links in a new tab without giving the page access to the opener', () => {
    render(<LinkifiedText text="서울 정보 https://seoul.example 참고" />);
    const link = screen.getByRole('link', { name: 'https://seoul.example' });
    expect(link).toHaveAttribute('href', 'https://seoul.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
