import type { Language, Nation } from '@kfeed/contracts/common';
import type { AppContext } from '../../context.ts';
import { toUtcString } from '../../clock.ts';
import type { Db } from '../../db/db.ts';
import type { ShareLogsTable } from '../../db/schema.ts';
import { readCache } from '../../db/readCache.ts';
import { badRequest, notFound } from '../../http/envelope.ts';
import * as commonRepository from './commonRepository.ts';

/** A language we know (any case), as stored; else a 400 with `code`. */
export async function knownIsoCode(db: Db, value: string, code: string): Promise<string> {
  const isoCode = await commonRepository.findIsoCode(db, value);
  if (isoCode === undefined) throw badRequest(code, `Unknown language: ${value}`);
  return isoCode;
}

/**
 * The common lists, kept until the database changes (they change only with migrations),
 * and share logs (commonRepository.ts holds the queries).
 */
export class CommonService {
  readonly #deps: Pick<AppContext, 'db' | 'clock'>;

  constructor(deps: Pick<AppContext, 'db' | 'clock'>) {
    this.#deps = deps;
  }

  /** Every language, or the interface languages only (translateSupport Y). */
  languages(onlySupported: boolean): Promise<Language[]> {
    const { db } = this.#deps;
    return readCache<Language[]>(db, 'languages').get(String(onlySupported), () =>
      commonRepository.readLanguages(db, onlySupported),
    );
  }

  nations(): Promise<Nation[]> {
    const { db } = this.#deps;
    return readCache<Nation[]>(db, 'nations').get('all', () => commonRepository.readNations(db));
  }

  /** Log a visit of a shared link to a live post (`shareId` is its id, as text). */
  async logShare(share: {
    shareId: string;
    userAgent: string;
    platform: ShareLogsTable['platform'];
    userId: number | null;
  }): Promise<void> {
    const { db, clock } = this.#deps;
    if (!(await commonRepository.isLiveFeed(db, Number(share.shareId)))) {
      throw notFound('SHARE-001', 'There is no such post to share.');
    }
    await commonRepository.insertShareLog(db, { ...share, at: toUtcString(clock.now()) });
  }
}
