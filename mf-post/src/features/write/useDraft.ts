import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clearDraft, fromDraft, loadDraft, saveDraft, toDraft } from './draftStore.ts';
import type { WriteForm } from './writeModel.ts';

const SAVE_DELAY_MS = 400;

/**
 * Keep the form as a local draft until it is sent (spec: nothing typed is lost): restore it
 * once on arrival, then save each change shortly after it is made; a clean form has no draft.
 */
export function useDraft(
  key: string,
  form: WriteForm,
  dirty: boolean,
  restore: (form: WriteForm) => void,
) {
  const [ready, setReady] = useState(false);
  const [restored, setRestored] = useState(false);
  const restoreRef = useRef(restore);
  useLayoutEffect(() => {
    restoreRef.current = restore;
  });

  useEffect(() => {
    let live = true;
    loadDraft(key)
      .then((draft) => {
        if (!live || !draft) return;
        restoreRef.current(fromDraft(draft));
        setRestored(true);
      })
      .catch(() => undefined) // No IndexedDB (private mode): the form still works.
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [key]);

  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => {
      const save = dirty
        ? toDraft(form.fields, form.images).then((draft) => saveDraft(key, draft))
        : clearDraft(key);
      save.catch(() => undefined);
    }, SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, key, form, dirty]);

  return { ready, restored, forget: () => clearDraft(key).catch(() => undefined) };
}
