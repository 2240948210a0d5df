import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import type { WriteFields, WriteImage } from './writeModel.ts';

/** A picture as the draft keeps it: bytes, not a File, so any IndexedDB can store it. */
export type DraftImage =
  | { kind: 'existing'; url: string; description: string }
  | { kind: 'new'; name: string; type: string; bytes: ArrayBuffer; description: string };

export interface WriteDraft {
  version: 1;
  fields: WriteFields;
  images: DraftImage[];
  savedAt: number;
}

let store: UseStore | null = null;
const draftStore = () => (store ??= createStore('kfeed-drafts', 'drafts'));

/** One draft per member and screen: a new post, or the edit of one post. */
export const draftKey = (userId: number, feedId: number | null) =>
  feedId === null ? `write:${userId}` : `update:${userId}:${feedId}`;

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('could not read the picture'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Bytes of a ready picture, read once per picture and reused while it stays in the form. */
const bytesCache = new WeakMap<File, Promise<ArrayBuffer>>();
function bytesOf(file: File): Promise<ArrayBuffer> {
  let bytes = bytesCache.get(file);
  if (!bytes) {
    bytes = readBytes(file);
    bytesCache.set(file, bytes);
  }
  return bytes;
}

/** Pictures still being prepared are left out: they come back when the member adds them again. */
export { readBytes };

export async function toDraft(
  fields: WriteFields,
  images: readonly WriteImage[],
): Promise<WriteDraft> {
  const kept: DraftImage[] = [];
  for (const image of images) {
    if (image.kind === 'existing') {
      kept.push({ kind: 'existing', url: image.url, description: image.description });
    } else if (image.file) {
      kept.push({
        kind: 'new',
        name: image.file.name,
        type: image.file.type,
        bytes: await bytesOf(image.file),
        description: image.description,
      });
    }
  }
  return { version: 1, fields, images: kept, savedAt: Date.now() };
}

let nextId = 0;
export function fromDraft(draft: WriteDraft): { fields: WriteFields; images: WriteImage[] } {
  return {
    fields: draft.fields,
    images: draft.images.map((image): WriteImage => {
      nextId += 1;
      if (image.kind === 'existing') return { id: `draft-${nextId}`, ...image };
      const file = new File([image.bytes], image.name, { type: image.type });
      return {
        id: `draft-${nextId}`,
        kind: 'new',
        file,
        bytes: file.size,
        preview: null,
        description: image.description,
      };
    }),
  };
}

export async function loadDraft(key: string): Promise<WriteDraft | null> {
  const draft = await get<WriteDraft>(key, draftStore());
  return draft && draft.version === 1 ? draft : null;
}

export const saveDraft = (key: string, draft: WriteDraft) => set(key, draft, draftStore());
export const clearDraft = (key: string) => del(key, draftStore());
