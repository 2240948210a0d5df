import type { FastifyInstance } from 'fastify';
import { searchRoutes as routes } from '@kfeed/contracts/routes/search';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { ok } from '../../http/envelope.ts';
import { requestLanguage } from '../../http/isoCode.ts';
import { handle } from '../../http/routeTable.ts';
import { requestLanguage as messageLanguage } from '../../i18n/messages.ts';
import { loadFeedItems } from '../feeds/feedItems.ts';
import { loadViewer } from '../feeds/viewer.ts';
import { searchFeedIds } from './searchFeeds.ts';
import { forgetSearch, listSearchHistory, recordSearch, validSearchText } from './searchHistory.ts';
import { readLanguagesOf } from '../user/readLanguages.ts';

export const searchRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const { db, clock } = context;

  handle(app, routes.searchFeedList, async (request) => {
    const { page, size, searchText, isoCode } = request.query;
    const text = validSearchText(searchText, messageLanguage(request));
    const viewer = await loadViewer(db, request);
    const language = requestLanguage(isoCode);
    // Words are stemmed in the reader's language, as well as matched as typed.
    const ids = await searchFeedIds(db, viewer, text, { page, size }, { language });
    return ok(
      await loadFeedItems(db, ids, {
        viewer,
        isoCode: language,
        readLanguages: readLanguagesOf(request, viewer),
      }),
    );
  });

  handle(app, routes.getSearchHistoryList, async (request) =>
    ok(await listSearchHistory(db, requireMember(request).userId)),
  );

  handle(app, routes.insertSearchHistory, async (request) => {
    const member = requireMember(request);
    const text = validSearchText(request.body.searchText, messageLanguage(request));
    await recordSearch(db, clock, member.userId, text);
    return ok(await listSearchHistory(db, member.userId));
  });

  handle(app, routes.deleteSearchHistory, async (request) => {
    const member = requireMember(request);
    const text = validSearchText(request.body.searchText, messageLanguage(request));
    await forgetSearch(db, member.userId, text);
    return ok(await listSearchHistory(db, member.userId));
  });
};
