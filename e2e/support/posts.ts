/**
 * Posts and comments made through the real API for the post-detail journeys, and the
 * demo posts looked up by what a test needs (images, a translation, comments).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { ApiEnvelope } from '../../shared/contracts/src/envelope.ts';
import type { CommentItem } from '../../shared/contracts/src/comment.ts';
import type { Category, FeedItem } from '../../shared/contracts/src/feed.ts';
import { PAGE_SIZE } from '../../shared/contracts/src/limits.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function data<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const envelope = (await response.json()) as ApiEnvelope<T>;
  if (!response.ok() || !envelope.result) {
    throw new Error(`${response.url()} answered ${response.status()}: ${envelope.message}`);
  }
  return envelope.data;
}

/** A small JPEG drawn by the browser (a coloured card with a label), as an upload would be. */
export async function drawJpeg(page: Page, label: string, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([text, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 800;
      canvas.height = 600;
      const g = canvas.getContext('2d')!;
      g.fillStyle = `hsl(${h}, 65%, 55%)`;
      g.fillRect(0, 0, 800, 600);
      g.fillStyle = '#fff';
      g.font = 'bold 72px sans-serif';
      g.fillText(String(text), 48, 540);
      return canvas.toDataURL('image/jpeg', 0.8);
    },
    [label, hue] as const,
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/** The first category a member may post in. */
export async function writableCategoryId(request: APIRequestContext, token: string) {
  const response = await request.post('/api/feed/getFeedCategoryList', {
    headers: bearer(token),
    data: { isoCode: 'en', isLoggedIn: true, getType: 'write' },
  });
  const list = await data<Category[]>(response);
  const category = list[0];
  if (!category) throw new Error('no category to write in');
  return category.categoryId;
}

/** Write a post as the member holding `token`; answers its id. */
export async function createPost(
  request: APIRequestContext,
  token: string,
  post: { title: string; text: string; images?: Buffer[]; feedType?: 'PUBLIC' | 'NATION' },
): Promise<number> {
  const categoryId = await writableCategoryId(request, token);
  const form = new FormData();
  const json = {
    feedTitle: post.title,
    feedText: post.text,
    categoryId,
    feedType: post.feedType ?? 'PUBLIC',
  };
  form.append(
    'feedWriteRequest',
    new Blob([JSON.stringify(json)], { type: 'application/json' }),
    'feedWriteRequest.json',
  );
  // FormData, not a plain object: a post sends one `images` part per photo.
  for (const [index, image] of (post.images ?? []).entries()) {
    form.append(
      'images',
      new Blob([new Uint8Array(image)], { type: 'image/jpeg' }),
      `photo-${index + 1}.jpg`,
    );
  }
  const response = await request.post('/api/feed/insertFeed', {
    headers: bearer(token),
    multipart: form,
  });
  return (await data<{ feedId: number }>(response)).feedId;
}

export async function addComment(
  request: APIRequestContext,
  token: string,
  comment: { feedId: number; text: string; parentCommentId?: number },
): Promise<void> {
  await data(
    await request.post('/api/comment/insertComment', {
      headers: bearer(token),
      data: {
        feedId: comment.feedId,
        commentText: comment.text,
        isoCode: 'en',
        ...(comment.parentCommentId ? { parentCommentId: comment.parentCommentId } : {}),
      },
    }),
  );
}

export async function removeComment(request: APIRequestContext, token: string, commentId: number) {
  await data(
    await request.post('/api/comment/deleteComment', {
      headers: bearer(token),
      data: { commentId },
    }),
  );
}

export async function commentsOf(
  request: APIRequestContext,
  feedId: number,
  token?: string,
): Promise<CommentItem[]> {
  const response = await request.post('/api/comment/getCommentList', {
    ...(token ? { headers: bearer(token) } : {}),
    data: { feedId, isoCode: 'en', page: 1 },
  });
  return (await data<{ commentList: CommentItem[] }>(response)).commentList;
}

export async function feedData(
  request: APIRequestContext,
  feedId: number,
  {
    token,
    isoCode = 'en',
    getOriginal = false,
  }: { token?: string; isoCode?: string; getOriginal?: boolean } = {},
): Promise<FeedItem | null> {
  const response = await request.post('/api/feed/getFeedData', {
    ...(token ? { headers: bearer(token) } : {}),
    data: { feedId, isoCode, skipViewCount: true, ...(getOriginal ? { getOriginal: true } : {}) },
  });
  const envelope = (await response.json()) as ApiEnvelope<FeedItem>;
  return envelope.result ? envelope.data : null;
}

/** Home's posts as a member (or a visitor) sees them, every page. */
export async function homePosts(request: APIRequestContext, token?: string): Promise<FeedItem[]> {
  const posts: FeedItem[] = [];
  for (let page = 1; page < 50; page += 1) {
    const last = posts.at(-1);
    const response = await request.get('/api/feed/getFeedList', {
      ...(token ? { headers: bearer(token) } : {}),
      params: {
        page,
        size: 10,
        categoryId: 'home',
        type: 'home',
        isoCode: 'en',
        ...(last ? { lastFeedId: last.feedId } : {}),
      },
    });
    const items = await data<FeedItem[]>(response);
    posts.push(...items);
    if (items.length < 10) break;
  }
  return posts;
}

/**
 * The name (in English) of a category whose first `cards` posts include a picture and whose
 * first page holds another one below it: other journeys add posts without pictures, so
 * Home's first screen may have none.
 */
export async function categoryWithPictureFirst(
  request: APIRequestContext,
  cards: number,
): Promise<string> {
  const categories = await data<Category[]>(
    await request.post('/api/feed/getFeedCategoryList', {
      data: { isoCode: 'en', isLoggedIn: false },
    }),
  );
  // 'home' is every category together; 'nation' is for members.
  for (const category of categories.filter((c) => /^\d+$/.test(c.categoryId))) {
    const response = await request.get('/api/feed/getFeedList', {
      params: { page: 1, size: PAGE_SIZE, categoryId: category.categoryId, isoCode: 'en' },
    });
    const items = await data<FeedItem[]>(response);
    const withPicture = items.map((item) => item.feedThumbnailImageList.length > 0);
    if (withPicture.slice(0, cards).includes(true) && withPicture.filter(Boolean).length >= 2) {
      return category.translatedList.en?.categoryName ?? category.categoryName;
    }
  }
  throw new Error('no category shows a picture on its first screen');
}

/**
 * A demo post on Home for the visitor journey: in another language than English with an
 * English translation, two or more images and at least one comment with a reply.
 */
export async function demoPostToRead(request: APIRequestContext): Promise<FeedItem> {
  for (const post of await homePosts(request)) {
    const translation = post.translatedFeedMap?.en;
    if (!translation?.feedTransTitle || post.detectedLanguageCode === 'en') continue;
    if ((post.feedImageList?.length ?? 0) < 2 || post.feedCommentCount < 2) continue;
    const comments = await commentsOf(request, post.feedId);
    if (comments.some((c) => c.childCommentCount > 0)) return post;
  }
  throw new Error('the demo content has no translated post with images, comments and replies');
}
