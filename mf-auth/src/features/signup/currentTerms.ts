import { getTermsDataList } from '@kfeed/kit/calls/getTermsDataList';

/** The versions a person agrees to on the terms step: the newest of each document. */
export interface TermsVersions {
  termsVersion: number;
  privacyVersion: number;
}

const newest = async (termsType: 'terms' | 'privacy', isoCode: string) => {
  const list = await getTermsDataList({ termsType, isoCode });
  return Math.max(...list.map((d) => d.termsVersion));
};

/** The current versions, or null when either cannot be known (the server then records its own). */
export async function currentTermsVersions(isoCode: string): Promise<TermsVersions | null> {
  const [termsVersion, privacyVersion] = await Promise.all([
    newest('terms', isoCode),
    newest('privacy', isoCode),
  ]);
  if (!Number.isFinite(termsVersion) || !Number.isFinite(privacyVersion)) return null;
  return { termsVersion, privacyVersion };
}
