import { useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@kfeed/platform/events';
import { checkSelection, type SelectionNotice } from '@kfeed/kit/images/checkSelection';
import { megabytes, POST_IMAGE_RULES } from '@kfeed/kit/images/imageRules';
import { processImage, type ImageCodec } from '@kfeed/kit/images/processImage';
import { needsConversion } from '@kfeed/kit/images/imageType';
import { totalBytes, type WriteImage } from './writeModel.ts';
import type { WriteActions } from './useWriteForm.ts';

let codec: Promise<ImageCodec> | null = null;

/** The codec (HEIC decoder, compressor) loads when a member starts writing, never before. */
export function loadCodec(): Promise<ImageCodec> {
  codec ??= import('@kfeed/kit/images/browserImageCodec')
    .then((module) => module.loadBrowserImageCodec())
    .catch((error: unknown) => {
      codec = null;
      throw error;
    });
  return codec;
}

/** For tests: use this codec instead of the browser's. */
export function setCodecForTests(replacement: ImageCodec | null) {
  codec = replacement ? Promise.resolve(replacement) : null;
}

let nextId = 0;

/**
 * Take chosen or dropped files into the form (spec 2, section 5): check them, show each
 * notice, add placeholders at once, then convert and compress one picture at a time (two
 * cores and a phone's memory), replacing each placeholder when it is ready.
 */
export function useImageIntake(api: WriteActions, images: readonly WriteImage[]) {
  const { t } = useTranslation('post');
  const latest = useRef(images);
  useLayoutEffect(() => {
    latest.current = images;
  });
  const queue = useRef(Promise.resolve());

  const noticeText = useCallback(
    (notice: SelectionNotice) => {
      switch (notice.kind) {
        case 'not-image':
          return t('write.notice.not_image', { name: notice.fileName });
        case 'file-too-large':
          return t('write.notice.image_size_limit', {
            name: notice.fileName,
            max: megabytes(notice.maxBytes),
          });
        case 'too-many':
          return t('write.notice.image_count_limit', { max: notice.max });
        case 'total-too-large':
          return t('write.notice.total_size_limit', {
            current: megabytes(notice.totalBytes),
            max: megabytes(notice.maxBytes),
          });
      }
    },
    [t],
  );

  return useCallback(
    async (files: readonly File[]) => {
      if (files.length === 0) return;
      const current = latest.current;
      const { accepted, notices } = await checkSelection(
        files,
        { count: current.length, totalBytes: totalBytes(current) },
        POST_IMAGE_RULES,
      );
      if (notices.length > 0) void showAlert({ message: notices.map(noticeText).join('\n') });
      if (accepted.length === 0) return;
      const placeholders = accepted.map(({ file, format }) => ({
        id: `new-${++nextId}`,
        kind: 'new' as const,
        file: null,
        bytes: file.size,
        preview: needsConversion(format) ? null : URL.createObjectURL(file),
        description: '',
      }));
      api.addImages(placeholders);
      const run = async () => {
        let ready: ImageCodec;
        try {
          ready = await loadCodec();
        } catch {
          ready = {
            heicToJpeg: () => Promise.reject(new Error('unavailable')),
            compress: () => Promise.reject(new Error('unavailable')),
          };
        }
        for (const [index, { file, format }] of accepted.entries()) {
          const placeholder = placeholders[index]!;
          // A picture removed while waiting is still processed; its update then finds nothing.
          const result = await processImage(file, format, POST_IMAGE_RULES, ready);
          if (placeholder.preview) URL.revokeObjectURL(placeholder.preview);
          if (!result.ok) {
            api.removeImage(placeholder.id);
            void showAlert({ message: t('write.notice.conversion_failed', { name: file.name }) });
            continue;
          }
          if (result.compressionFailed)
            void showAlert({ message: t('write.notice.compression_failed', { name: file.name }) });
          api.updateImage(placeholder.id, {
            file: result.file,
            bytes: result.file.size,
            preview: null,
          });
        }
      };
      queue.current = queue.current.then(run, run);
      await queue.current;
    },
    [api, noticeText, t],
  );
}
