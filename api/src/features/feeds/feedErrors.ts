import { FEED_LIMITS } from '@kfeed/contracts/feed';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/envelope.ts';

const MB = 1024 * 1024;

/** Every refusal of the post calls, with its status and stable code. */
export const feedErrors = {
  notFound: () => notFound('FEED-001', 'This post does not exist or is no longer available.'),
  notOwner: () => forbidden('FEED-002', 'Only the author can change or delete this post.'),
  invalid: (message: string) => badRequest('FEED-003', message),
  tooManyImages: () =>
    badRequest('FEED-004', `A post can have at most ${FEED_LIMITS.imagesMax} images.`),
  imageTooLarge: () =>
    new AppError(
      413,
      'FEED-005',
      `Each image must be at most ${FEED_LIMITS.imageBytesMax / MB} MB.`,
    ),
  totalTooLarge: (bytes: number) =>
    new AppError(
      413,
      'FEED-006',
      `The images add up to ${(bytes / MB).toFixed(1)} MB; at most ${FEED_LIMITS.totalBytesMax / MB} MB are allowed.`,
    ),
  notAnImage: () =>
    new AppError(
      415,
      'FEED-007',
      'Only image files can be uploaded (JPEG, PNG, GIF, WebP, AVIF, HEIC/HEIF, TIFF).',
    ),
  heicUnreadable: () =>
    new AppError(
      415,
      'FEED-008',
      'This HEIC/HEIF photo could not be read. Please convert it to JPEG and try again.',
    ),
  badExistingImages: (message: string) => badRequest('FEED-009', message),
  unknownCursor: () => badRequest('FEED-010', 'lastFeedId does not name a post.'),
  mayNotPostIn: () => forbidden('FEED-011', 'You cannot post in this category.'),
  /** The identity API's code for an unknown member. */
  unknownUser: () => notFound('USER-001', 'There is no such member.'),
  unknownCategory: () => notFound('CATEGORY-001', 'There is no such category.'),
  alreadyReported: () => conflict('REPORT-001', 'You have already reported this post.'),
  ownPostReport: () => badRequest('REPORT-002', 'You cannot report your own post.'),
};
