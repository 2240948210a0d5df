import type { ImageRules } from '@kfeed/kit/images/imageRules';
import { sniffImageFormat, type ImageFormat } from '@kfeed/kit/images/imageType';

/** Why some or all of the chosen files were not taken. */
export type SelectionNotice =
  | { kind: 'not-image'; fileName: string }
  | { kind: 'file-too-large'; fileName: string; bytes: number; maxBytes: number }
  | { kind: 'too-many'; count: number; max: number }
  | { kind: 'total-too-large'; totalBytes: number; maxBytes: number };

export interface AcceptedFile {
  file: File;
  format: ImageFormat;
}

export interface Selection {
  accepted: AcceptedFile[];
  notices: SelectionNotice[];
}

/** What the caller already holds. */
export interface CurrentImages {
  count: number;
  totalBytes: number;
}

/**
 * Check newly chosen files against a caller's rules, in the spec's order: files that are
 * not images or are over the per-file limit are skipped (each with its notice) and the rest
 * go on; then, if the survivors would pass the count or the total size, the whole choice is
 * refused with that notice and nothing is added.
 */
export async function checkSelection(
  files: readonly File[],
  current: CurrentImages,
  rules: ImageRules,
): Promise<Selection> {
  const notices: SelectionNotice[] = [];
  const candidates: AcceptedFile[] = [];
  for (const file of files) {
    const format = await sniffImageFormat(file);
    if (!format) {
      notices.push({ kind: 'not-image', fileName: file.name });
    } else if (file.size > rules.maxFileBytes) {
      notices.push({
        kind: 'file-too-large',
        fileName: file.name,
        bytes: file.size,
        maxBytes: rules.maxFileBytes,
      });
    } else {
      candidates.push({ file, format });
    }
  }
  if (candidates.length === 0) return { accepted: [], notices };
  const count = current.count + candidates.length;
  if (count > rules.maxCount) {
    notices.push({ kind: 'too-many', count, max: rules.maxCount });
    return { accepted: [], notices };
  }
  const totalBytes = candidates.reduce((sum, { file }) => sum + file.size, current.totalBytes);
  if (totalBytes > rules.maxTotalBytes) {
    notices.push({ kind: 'total-too-large', totalBytes, maxBytes: rules.maxTotalBytes });
    return { accepted: [], notices };
  }
  return { accepted: candidates, notices };
}
