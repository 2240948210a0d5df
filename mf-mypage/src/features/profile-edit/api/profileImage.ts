import type { ProfileImageData } from '@kfeed/contracts/user';
import { apiPost, apiPut } from '@kfeed/platform/calls/apiCall';

/** PUT /api/user/updateUserProfileImage (multipart `profileImage`), reporting progress 0..1. */
export function updateUserProfileImage(
  file: Blob,
  fileName: string,
  onProgress: (share: number) => void,
): Promise<ProfileImageData> {
  const form = new FormData();
  form.append('profileImage', file, fileName);
  return apiPut<ProfileImageData>('/api/user/updateUserProfileImage', form, {
    silent: true,
    onUploadProgress: (event) => {
      if (event.total) onProgress(event.loaded / event.total);
    },
  });
}

/** POST /api/user/deleteUserProfileImage. */
export const deleteUserProfileImage = () =>
  apiPost<void>('/api/user/deleteUserProfileImage', {}, { silent: true });
