import { STALE_HEADING_MS, followScreenHeading, skipToMain } from './screenFocus.ts';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

let main: HTMLElement;
let pressedLink: HTMLAnchorElement;

beforeEach(() => {
  document.body.innerHTML = '<a href="/x" id="pressed">Search</a><main id="main"></main>';
  main = document.getElementById('main')!;
  pressedLink = document.getElementById('pressed') as HTMLAnchorElement;
  // The link that was pressed to get here (the navigation) has focus.
  pressedLink.focus();
});

function show(html: string) {
  main.innerHTML = html;
}

test('focus goes to the new screen’s h1 once it is drawn, without scrolling, and it is focusable', async () => {
  const stop = followScreenHeading(main);
  expect(document.activeElement).toBe(pressedLink);
  show('<div role="status">Loading</div>');
  await tick();
  expect(document.activeElement).toBe(pressedLink);
  const focus = jest.spyOn(HTMLElement.prototype, 'focus');
  show('<header><button>Back</button><h1>Search</h1></header>');
  await tick();
  const heading = main.querySelector('h1')!;
  expect(document.activeElement).toBe(heading);
  expect(heading).toHaveAttribute('tabindex', '-1');
  expect(focus).toHaveBeenCalledWith({ preventScroll: true });
  focus.mockRestore();
  stop();
});

test('the old screen’s heading, still on the page for a moment, is not taken before the new one', async () => {
  show('<h1>Home</h1>');
  const stop = followScreenHeading(main);
  await tick();
  expect(document.activeElement).toBe(pressedLink);
  show('<h1>A post</h1>');
  await tick();
  expect(document.activeElement).toHaveTextContent('A post');
  stop();
});

test('a heading that stays (the same screen with other data) is taken after a moment', async () => {
  show('<h1>Post 1</h1>');
  const stop = followScreenHeading(main);
  await tick(STALE_HEADING_MS + 50);
  expect(document.activeElement).toBe(main.querySelector('h1'));
  stop();
});

test('a heading replaced while the screen loads is followed', async () => {
  const stop = followScreenHeading(main);
  show('<h1>Loading post</h1>');
  await tick();
  show('<h1>The post</h1>');
  await tick();
  expect(document.activeElement).toHaveTextContent('The post');
  stop();
});

test('focus the screen put somewhere itself (a search box) stays there', async () => {
  const stop = followScreenHeading(main);
  show('<h1>Search</h1><input aria-label="Search">');
  main.querySelector('input')!.focus();
  await tick();
  expect(document.activeElement).toBe(main.querySelector('input'));
  stop();
});

test('an open dialog (the login dialog) keeps focus; so does a key pressed meanwhile', async () => {
  const stop = followScreenHeading(main);
  show('<h1>Home</h1><dialog open aria-modal="true"><input></dialog>');
  await tick();
  expect(document.activeElement).not.toBe(main.querySelector('h1'));
  stop();

  show('');
  pressedLink.focus();
  followScreenHeading(main);
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  show('<h1>Too late</h1>');
  await tick();
  expect(document.activeElement).toBe(pressedLink);
});

test('the skip link lands where the screen’s content starts, else on the main region', () => {
  show('<h1>Home</h1><nav><button>All</button></nav><section data-skip-target>posts</section>');
  skipToMain(main);
  expect(document.activeElement).toBe(main.querySelector('section'));
  show('<h1>My page</h1><a href="/x">Edit</a>');
  skipToMain(main);
  expect(document.activeElement).toBe(main);
  expect(main).toHaveAttribute('tabindex', '-1');
});
