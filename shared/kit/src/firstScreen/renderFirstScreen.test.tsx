/**
 * @jest-environment node
 */
import { Link } from 'react-router-dom';
import { defineFirstScreen } from './renderFirstScreen.tsx';

/** Every href of a drawn screen is a real address: a reader without scripts can follow it. */
it('draws links given as paths or as location objects with their real address', async () => {
  function App() {
    return (
      <nav>
        <Link to="/search">Search</Link>
        <Link to={{ pathname: '/feed/7', search: '?from=home' }}>A post</Link>
        <Link to={{ pathname: '/feed/8' }} state={{ from: 'home' }}>
          Another
        </Link>
      </nav>
    );
  }
  const render = defineFirstScreen(App, async () => undefined);
  const html = await render({ url: '/', language: 'en', data: {} });
  const hrefs = [...(html ?? '').matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
  expect(hrefs).toEqual(['/search', '/feed/7?from=home', '/feed/8']);
});

/** The page's CSP refuses style attributes: a screen that needs one is left to the browser. */
it('draws nothing for a screen with a style attribute', async () => {
  const Styled = () => <p style={{ padding: 4 }}>Loading</p>;
  const Plain = () => (
    <p title='a > b style="x"' data-style="y">
      style=&quot;not an attribute&quot;
    </p>
  );
  expect(
    await defineFirstScreen(Styled, async () => undefined)({ url: '/', language: 'en', data: {} }),
  ).toBeNull();
  expect(
    await defineFirstScreen(Plain, async () => undefined)({ url: '/', language: 'en', data: {} }),
  ).toContain('not an attribute');
});
