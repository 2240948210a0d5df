import { useTranslation } from 'react-i18next';
import type { TextTranslationFields } from '@kfeed/contracts/translation';
import type { UserInfo } from '@kfeed/contracts/user';
import { useOriginalToggle } from '@kfeed/kit/hooks/useOriginalToggle';
import { TranslationStatusLine } from '@kfeed/kit/ui/TranslationStatusLine';
import { getUserInfo } from '../../lib/api/getUserInfo.ts';
import { requestTranslation } from '@kfeed/kit/calls/requestTranslation';
import screen from '../../components/Screen.module.css';
import styles from './PublicProfile.module.css';

/** Where the introduction stands in the reader's language; a profile that says nothing is as written. */
export function introStatus(info: UserInfo): TextTranslationFields {
  return {
    translationStatus: info.translationStatus ?? 'ORIGINAL',
    translationProvider: info.translationProvider ?? null,
    translationUnavailableReason: info.translationUnavailableReason ?? null,
  };
}

/**
 * A member's introduction as the API answers it in the reader's language (`isoCode`), with
 * the quiet line posts have under it: who translated it and the original a tap away, that
 * it is on its way, or why it is not translated (a member may ask again when it failed).
 */
export function ProfileIntro({
  info,
  isoCode,
  onStatus,
}: {
  info: UserInfo;
  isoCode: string;
  /** The introduction's status changed here (asked again). */
  onStatus: (status: TextTranslationFields) => void;
}) {
  const { t } = useTranslation('mypage');
  const status = introStatus(info);
  const original = useOriginalToggle(
    async () =>
      (await getUserInfo(info.userId, { isoCode, getOriginal: true })).userSelfIntroduce ?? '',
    `${info.userId}:${isoCode}:${info.userSelfIntroduce ?? ''}`,
  );

  if (!info.userSelfIntroduce) {
    return <p className={`${styles.intro} ${screen.muted}`}>{t('profile.no_intro')}</p>;
  }
  const showingOriginal = original.showingOriginal && original.original !== null;
  const translated = status.translationStatus === 'TRANSLATED' && !showingOriginal;
  return (
    <>
      <p
        className={styles.intro}
        lang={translated ? isoCode : (info.userSelfIntroduceLanguageCode ?? undefined)}
      >
        {showingOriginal ? original.original : info.userSelfIntroduce}
      </p>
      <TranslationStatusLine
        status={status}
        original={original}
        onAskAgain={async () =>
          onStatus(
            await requestTranslation({ targetType: 'PROFILE', targetId: info.userId, isoCode }),
          )
        }
      />
    </>
  );
}
