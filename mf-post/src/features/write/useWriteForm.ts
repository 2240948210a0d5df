import { useMemo, useReducer } from 'react';
import type { WriteFields, WriteForm, WriteImage } from './writeModel.ts';

type Action =
  | { type: 'replace'; form: WriteForm }
  | { type: 'fields'; change: Partial<WriteFields> }
  | { type: 'add-images'; images: WriteImage[] }
  | { type: 'update-image'; id: string; change: Partial<WriteImage> }
  | { type: 'remove-image'; id: string }
  | { type: 'move-image'; from: number; to: number };

function reduce(form: WriteForm, action: Action): WriteForm {
  switch (action.type) {
    case 'replace':
      return action.form;
    case 'fields':
      return { ...form, fields: { ...form.fields, ...action.change } };
    case 'add-images':
      return { ...form, images: [...form.images, ...action.images] };
    case 'update-image':
      return {
        ...form,
        images: form.images.map((image) =>
          image.id === action.id ? ({ ...image, ...action.change } as WriteImage) : image,
        ),
      };
    case 'remove-image':
      return { ...form, images: form.images.filter((image) => image.id !== action.id) };
    case 'move-image': {
      const images = [...form.images];
      const [moved] = images.splice(action.from, 1);
      if (!moved) return form;
      images.splice(action.to, 0, moved);
      return { ...form, images };
    }
  }
}

/** The form's state and the changes it allows. */
export function useWriteForm(initial: WriteForm) {
  const [form, dispatch] = useReducer(reduce, initial);
  const actions = useMemo(
    () => ({
      replace: (next: WriteForm) => dispatch({ type: 'replace', form: next }),
      setFields: (change: Partial<WriteFields>) => dispatch({ type: 'fields', change }),
      addImages: (images: WriteImage[]) => dispatch({ type: 'add-images', images }),
      updateImage: (id: string, change: Partial<WriteImage>) =>
        dispatch({ type: 'update-image', id, change }),
      removeImage: (id: string) => dispatch({ type: 'remove-image', id }),
      moveImage: (from: number, to: number) => dispatch({ type: 'move-image', from, to }),
    }),
    [],
  );
  return { form, actions };
}

export type WriteActions = ReturnType<typeof useWriteForm>['actions'];
