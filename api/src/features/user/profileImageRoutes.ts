import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiEnvelope } from '@kfeed/kit/contracts/envelope';
import { USER_LIMITS, type ProfileImageData } from '@kfeed/kit/contracts/user';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { badRequest, ok } from '../../http/envelope.ts';
import { ProfileImageData as ProfileImageDataSchema } from '@kfeed/kit/contracts/schemas/user';
import { Answers, NoData } from '@kfeed/kit/contracts/schemas/primitives';
import { acceptEmptyJsonBodies } from '../../http/validation.ts';
import { fileUrl } from '../files/fileUrl.ts';
import { imageTooLarge, storeProfileImage } from './profileImage.ts';

const noImage = () =>
  badRequest('USER-012', 'Send the photo as multipart/form-data in the field profileImage.');

/** updateUserProfileImage (multipart `profileImage`) and deleteUserProfileImage. */
export const profileImageRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const { db, clock } = context;
    acceptEmptyJsonBodies(app);

    async function replaceImage(userId: number, stored: string | null) {
      const before = await db
        .selectFrom('users')
        .select('profile_image_path')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      await db
        .updateTable('users')
        .set({ profile_image_path: stored })
        .where('user_id', '=', userId)
        .execute();
      const old = before?.profile_image_path;
      // A file no longer referenced goes; failing to remove it must not fail the change.
      if (old) await context.storage.remove([old]).catch(() => undefined);
    }

    app.put(
      '/api/user/updateUserProfileImage',
      {
        schema: {
          tags: ['user'],
          summary: 'Upload a profile photo (multipart field profileImage, at most 10 MB)',
          description:
            'The type is read from the content. The photo is re-encoded as WebP without metadata.',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: Answers(ProfileImageDataSchema),
        },
      },
      async (request): Promise<ApiEnvelope<ProfileImageData>> => {
        const member = requireMember(request);
        if (!request.isMultipart()) throw noImage();
        const file = await request.file({
          limits: { fileSize: USER_LIMITS.profileImageBytesMax, files: 1 },
        });
        if (!file) throw noImage();
        if (file.fieldname !== 'profileImage') {
          file.file.resume();
          throw noImage();
        }
        let input: Buffer;
        try {
          input = await file.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
          throw error;
        }
        const stored = await storeProfileImage(context.storage, clock.now(), input);
        await replaceImage(member.userId, stored);
        return ok({ userProfileImageUrl: fileUrl(stored) ?? '' });
      },
    );

    app.post(
      '/api/user/deleteUserProfileImage',
      {
        schema: {
          tags: ['user'],
          summary: 'Remove your profile photo',
          security: [{ bearer: [] }],
          response: Answers(NoData),
        },
      },
      async (request): Promise<ApiEnvelope<null>> => {
        const member = requireMember(request);
        await replaceImage(member.userId, null);
        return ok(null);
      },
    );
  };
