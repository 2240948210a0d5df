import { render, screen } from '@testing-library/react';
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
