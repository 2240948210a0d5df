import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@kfeed/kit/testing/render';
import { ImageViewer } from './ImageViewer.tsx';
import { loadPostTexts } from '../../testing/texts.ts';

const images = ['/a.jpg', '/b.jpg', '/c.jpg'];

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open viewer
      </button>
      {open ? <ImageViewer images={images} startIndex={1} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

beforeAll(() => loadPostTexts('en'));

test('arrows move between images, Escape closes, and focus returns to the opener', async () => {
  const user = userEvent.setup();
  renderAt(<Harness />, { path: '/feed/1', route: '/feed/:feedId' });
  const opener = screen.getByRole('button', { name: 'Open viewer' });
  await user.click(opener);

  const viewer = screen.getByRole('dialog', { name: 'Photo viewer' });
  expect(screen.getByText('2 / 3')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Close the photo viewer' })).toHaveFocus();

  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('img', { name: 'Photo 3 of 3' })).toHaveAttribute('src', '/c.jpg');
  await user.keyboard('{ArrowRight}');
  expect(screen.getByText('3 / 3')).toBeInTheDocument();
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByText('1 / 3')).toBeInTheDocument();

  // The browser turns Escape on a modal dialog into a cancel event.
  fireEvent(viewer, new Event('cancel', { cancelable: true }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
});

test('the zoom buttons scale the image within the limits, and a new image starts unzoomed', async () => {
  const user = userEvent.setup();
  renderAt(<ImageViewer images={images} startIndex={0} onClose={jest.fn()} />, {
    path: '/feed/1',
    route: '/feed/:feedId',
  });
  const image = () => screen.getByRole('img', { name: /^Photo/ });
  for (let i = 0; i < 12; i++) await user.click(screen.getByRole('button', { name: 'Zoom in' }));
  expect(image()).toHaveAttribute('data-scale', '5');
  await user.click(screen.getByRole('button', { name: 'Next photo' }));
  expect(image()).toHaveAttribute('data-scale', '1');
  for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 'Zoom out' }));
  expect(image()).toHaveAttribute('data-scale', '0.3');
});

test('the close button closes the viewer', async () => {
  const onClose = jest.fn();
  const user = userEvent.setup();
  renderAt(<ImageViewer images={images} startIndex={0} onClose={onClose} />, {
    path: '/feed/1',
    route: '/feed/:feedId',
  });
  await user.click(screen.getByRole('button', { name: 'Close the photo viewer' }));
  expect(onClose).toHaveBeenCalled();
});
