import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from './Dialog.tsx';

it('opens with focus on its first field, not its first button', () => {
  render(
    <Dialog
      open
      title="Edit"
      onClose={() => undefined}
      actions={<button type="button">Save</button>}
    >
      <button type="button">Help</button>
      <label>
        Name <input />
      </label>
    </Dialog>,
  );
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
});

function Opener({ autoFocusButton = false }: { autoFocusButton?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <input aria-label="Elsewhere" />
      {open ? (
        <Dialog
          open
          title="Notice"
          onClose={() => setOpen(false)}
          actions={
            <button type="button" autoFocus={autoFocusButton} onClick={() => setOpen(false)}>
              OK
            </button>
          }
        >
          Saved.
        </Dialog>
      ) : null}
    </>
  );
}

it.each([
  ['a dialog that focuses its first field', false],
  ['a dialog whose button focuses itself (autofocus)', true],
])('%s gives focus back to its opener when it closes', async (_name, autoFocusButton) => {
  const user = userEvent.setup();
  render(<Opener autoFocusButton={autoFocusButton} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  const ok = screen.getByRole('button', { name: 'OK' });
  if (autoFocusButton) expect(ok).toHaveFocus();
  await user.click(ok);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();

  // Escape: the browser's cancel event.
  await user.click(opener);
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
  expect(opener).toHaveFocus();
});

it('leaves focus alone when something else took it meanwhile', async () => {
  const user = userEvent.setup();
  render(<Opener />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
  elsewhere.focus();
  fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
  expect(elsewhere).toHaveFocus();
});

it('is named by its title and described by its message; without a title, named by the message', () => {
  const { rerender } = render(
    <Dialog open title="Leave?" role="alertdialog" onClose={() => undefined}>
      Your changes will be lost.
    </Dialog>,
  );
  const titled = screen.getByRole('alertdialog', { name: 'Leave?' });
  expect(titled).toHaveAccessibleDescription('Your changes will be lost.');
  rerender(
    <Dialog open role="alertdialog" onClose={() => undefined}>
      Please enter a search term.
    </Dialog>,
  );
  expect(
    screen.getByRole('alertdialog', { name: 'Please enter a search term.' }),
  ).not.toHaveAttribute('aria-describedby');
});
