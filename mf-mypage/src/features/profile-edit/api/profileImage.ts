import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import type { ProfileImageData } from '@kfeed/kit/contracts/user';
import { httpClient, unwrap } from '@kfeed/platform/httpClient';

/** PUT /api/user/updateUserProfileImage (multipart `profileImage`), reporting progress 0..1. */
export async function updateUserProfileImage(
  file: Blob,
  fileName: string,
  onProgress: (share: number) => void,
): Promise<ProfileImageData> {
  const form = new FormData();
  form.append('profileImage', file, fileName);
  const response = await httpClient.put<ApiEnvelope<ProfileImageData>>(
    '/api/user/updateUserProfileImage',
    form,
    {
      silent: true,
      onUploadProgress: (event) => {
        if (event.total) onProgress(event.loaded / event.total);
      },
    },
  );
  return unwrap(response.data, response.status);
}

/** POST /api/user/deleteUserProfileImage. */
export async function deleteUserProfileImage(): Promise<void> {
  const response = await httpClient.post<ApiEnvelope<null>>(
    '/api/user/deleteUserProfileImage',
    {},
    { silent: true },
  );
  unwrap(response.data, response.status);
}
