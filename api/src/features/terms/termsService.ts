import type { TermsDocument } from '@kfeed/contracts/common';
import type { AppContext } from '../../context.ts';
import { knownIsoCode } from '../common/commonService.ts';
import * as termsRepository from './termsRepository.ts';

/** Per version, the document in the wanted language, else English, else Korean. */
const FALLBACKS = ['en', 'ko'];

/** The terms of service and the privacy policy, every version (termsRepository.ts queries them). */
export class TermsService {
  readonly #deps: Pick<AppContext, 'db'>;

  constructor(deps: Pick<AppContext, 'db'>) {
    this.#deps = deps;
  }

  /** Every version of one kind, newest first, each in `isoCode` or its fallback (TERMS-001: unknown). */
  async documents(termsType: termsRepository.TermsType, isoCode: string): Promise<TermsDocument[]> {
    const { db } = this.#deps;
    const wanted = await knownIsoCode(db, isoCode, 'TERMS-001');
    const rows = await termsRepository.termsDocuments(db, termsType, [wanted, ...FALLBACKS]);
    const preference = [wanted, ...FALLBACKS];
    const byVersion = new Map<number, (typeof rows)[number]>();
    for (const row of rows) {
      const current = byVersion.get(row.terms_version);
      if (!current || preference.indexOf(row.iso_code) < preference.indexOf(current.iso_code)) {
        byVersion.set(row.terms_version, row);
      }
    }
    return [...byVersion.values()].map((row) => ({
      termsVersion: row.terms_version,
      termsType: row.terms_type,
      termsAnnouncementDate: row.announcement_date,
      termsStartDate: row.start_date,
      termsContents: row.contents,
      isoCode: row.iso_code,
    }));
  }
}
