import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@kfeed/platform/sessionStore';
import { Spinner } from '@kfeed/kit/ui/Spinner';
import type { Category, FeedItem } from '@kfeed/contracts/feed';
import { ScreenHeader } from '@kfeed/kit/ui/ScreenHeader';
import { PostNotFound } from '../../components/PostStates.tsx';
import { WriteForm } from './WriteForm.tsx';
import { useWriteSetup } from './useWriteSetup.ts';
import {
  EMPTY_FIELDS,
  feedTypeFor,
  feedTypesOf,
  formOfFeed,
  type WriteForm as Form,
} from './writeModel.ts';
import styles from './WriteForm.module.css';

function initialForm(categories: readonly Category[], feed: FeedItem | null): Form {
  if (feed) return formOfFeed(feed);
  // With one category there is nothing to choose (spec 2, section 5).
  const only = categories.length === 1 ? categories[0] : undefined;
  return {
    fields: only
      ? {
          ...EMPTY_FIELDS,
          categoryId: only.categoryId,
          feedType: feedTypeFor(feedTypesOf(only), ''),
        }
      : EMPTY_FIELDS,
    images: [],
  };
}

/** The feed id of FeedUpdateView: navigation state first, else `?feedId=` on a direct load. */
export function feedIdOf(state: unknown, search: string): number | null {
  const fromState =
    state !== null && typeof state === 'object' && 'feedId' in state ? Number(state.feedId) : NaN;
  const raw =
    Number.isSafeInteger(fromState) && fromState > 0
      ? fromState
      : Number(new URLSearchParams(search).get('feedId'));
  return Number.isSafeInteger(raw) && raw > 0 ? raw : null;
}

function WriteScreenFor({ feedId, userId }: { feedId: number | null; userId: number }) {
  const { t, i18n } = useTranslation('post');
  const navigate = useNavigate();
  const isoCode = i18n.language;
  const { setup, retry } = useWriteSetup(isoCode, userId, feedId);
  if (setup.state === 'ready') {
    return (
      <WriteForm
        feedId={feedId}
        userId={userId}
        isoCode={isoCode}
        categories={setup.categories}
        initial={initialForm(setup.categories, setup.feed)}
      />
    );
  }
  const title = t(feedId === null ? 'write.screen_write' : 'write.screen_update');
  return (
    <div className={styles.screen}>
      <ScreenHeader
        title={title}
        // A post that cannot be edited says so in the page's h1.
        level={setup.state === 'not-found' ? 2 : 1}
        onBack={() => navigate(-1)}
      />
      {setup.state === 'loading' ? <Spinner /> : null}
      {setup.state === 'not-found' ? <PostNotFound /> : null}
      {setup.state === 'failed' ? (
        <div className={styles.form} role="alert">
          <p>{t('write.load_failed')}</p>
          <button type="button" className="kf-button" onClick={retry}>
            {t('write.retry')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** FeedWriteView (`/feed/write`) and FeedUpdateView (`/feed/update`); members only. */
export default function WriteScreen({ mode }: { mode: 'write' | 'update' }) {
  const location = useLocation();
  const userId = useSession((s) => s.userId);
  const feedId = mode === 'update' ? feedIdOf(location.state, location.search) : null;
  if (userId === null) return null; // The shell's route guard asks for login first.
  if (mode === 'update' && feedId === null) return <PostNotFound />;
  return (
    <WriteScreenFor key={`${mode}:${feedId ?? ''}:${userId}`} feedId={feedId} userId={userId} />
  );
}
