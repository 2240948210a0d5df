import type { Db } from '../../db/db.ts';
import type { TermsDocumentsTable } from '../../db/schema.ts';

export type TermsType = TermsDocumentsTable['terms_type'];

/** Every version of one kind of terms, in these languages, newest version first. */
export function termsDocuments(db: Db, termsType: TermsType, isoCodes: readonly string[]) {
  return db
    .selectFrom('terms_documents')
    .selectAll()
    .where('terms_type', '=', termsType)
    .where('iso_code', 'in', isoCodes)
    .orderBy('terms_version', 'desc')
    .execute();
}
