import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert, showToast } from '@kfeed/platform/events';
import { loadBrowserImageCodec } from '@kfeed/kit/images/browserImageCodec';
import { IMAGE_PICKER_ACCEPT } from '@kfeed/kit/images/imageType';
import { Avatar } from '@kfeed/kit/ui/Avatar';
import { Dialog } from '@kfeed/kit/ui/Dialog';
import { deleteUserProfileImage, updateUserProfileImage } from './api/profileImage.ts';
import { prepareProfilePhoto } from './prepareProfilePhoto.ts';
import styles from './UpdateMyInfo.module.css';

const PROBLEM_TEXT = {
  'not-image': 'photo.not_image',
  'too-large': 'photo.too_large',
  'conversion-failed': 'photo.conversion_failed',
} as const;

/**
 * The profile photo, changed at once (not with the form): with a photo, a choice of a new
 * one or deleting it (spec 2, section 4); the upload shows its progress.
 */
export function ProfilePhoto({
  imageUrl,
  onChange,
}: {
  imageUrl: string | null;
  onChange: (imageUrl: string | null) => void;
}) {
  const { t } = useTranslation('mypage');
  const input = useRef<HTMLInputElement>(null);
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState<'preparing' | 'deleting' | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const upload = async (file: File) => {
    setBusy('preparing');
    try {
      const prepared = await prepareProfilePhoto(file, loadBrowserImageCodec);
      if (!prepared.ok) {
        await showAlert({ message: t(PROBLEM_TEXT[prepared.problem]) });
        return;
      }
      if (prepared.compressionFailed) await showAlert({ message: t('photo.compression_failed') });
      setBusy(null);
      setProgress(0);
      const answer = await updateUserProfileImage(prepared.file, prepared.file.name, setProgress);
      onChange(answer.userProfileImageUrl);
      showToast(t('photo.updated'));
    } catch (error) {
      // Spec 2, section 8: a failed upload is only logged; the photo stays as it was.
      console.error('[mf-mypage] profile photo upload failed', error);
    } finally {
      setBusy(null);
      setProgress(null);
    }
  };

  const remove = async () => {
    setBusy('deleting');
    try {
      await deleteUserProfileImage();
      onChange(null);
      showToast(t('photo.deleted'));
    } catch (error) {
      console.error('[mf-mypage] profile photo delete failed', error);
      await showAlert({ message: t('photo.delete_failed') });
    } finally {
      setBusy(null);
    }
  };

  const working = busy !== null || progress !== null;
  return (
    <div className={styles.photo}>
      <Avatar src={imageUrl} size={96} label={t('photo.current')} />
      <button
        type="button"
        className="kf-button"
        disabled={working}
        onClick={() => (imageUrl ? setChoosing(true) : input.current?.click())}
      >
        {t('photo.change')}
      </button>
      <input
        ref={input}
        type="file"
        accept={IMAGE_PICKER_ACCEPT}
        className="kf-visually-hidden"
        tabIndex={-1}
        aria-label={t('photo.choose')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      {progress !== null ? (
        <div className={styles.progress}>
          <progress max={1} value={progress} aria-label={t('photo.uploading')} />
          <span aria-hidden="true">{Math.round(progress * 100)}%</span>
        </div>
      ) : busy ? (
        <p className={styles.message} role="status">
          {t(busy === 'preparing' ? 'photo.preparing' : 'photo.deleting')}
        </p>
      ) : null}
      <Dialog
        open={choosing}
        title={t('photo.choice_title')}
        onClose={() => setChoosing(false)}
        actions={
          <>
            <button type="button" className="kf-button" onClick={() => setChoosing(false)}>
              {t('cancel', { ns: 'common' })}
            </button>
            <button
              type="button"
              className="kf-button"
              onClick={() => {
                setChoosing(false);
                void remove();
              }}
            >
              {t('photo.delete')}
            </button>
            <button
              type="button"
              className="kf-button kf-button--primary"
              autoFocus
              onClick={() => {
                setChoosing(false);
                input.current?.click();
              }}
            >
              {t('photo.upload')}
            </button>
          </>
        }
      >
        {t('photo.choice_message')}
      </Dialog>
    </div>
  );
}
