import type { ProfileImageData } from '@kfeed/contracts/user';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { call } from '@kfeed/platform/calls/apiCall';

const route = userRoutes.updateUserProfileImage;

/** Upload a new profile photo (multipart, one file field), reporting progress 0..1. */
export function updateUserProfileImage(
  file: Blob,
  fileName: string,
  onProgress: (share: number) => void,
): Promise<ProfileImageData> {
  const form = new FormData();
  form.append(route.form.file, file, fileName);
  return call(route, form, {
    silent: true,
    onUploadProgress: (event) => {
      if (event.total) onProgress(event.loaded / event.total);
    },
  });
}

/** Remove the profile photo. */
export const deleteUserProfileImage = async (): Promise<void> => {
  await call(userRoutes.deleteUserProfileImage, {}, { silent: true });
};
