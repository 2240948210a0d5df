import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApiEnvelope } from '@kfeed/contracts/envelope';
import { USER_LIMITS, type ProfileImageData } from '@kfeed/contracts/user';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { badRequest, ok } from '../../http/envelope.ts';
import { ProfileImageData as ProfileImageDataSchema } from '@kfeed/contracts/schemas/user';
import { Answers, NoData } from '@kfeed/contracts/schemas/primitives';
import { acceptEmptyJsonBodies } from '../../http/validation.ts';
import { fileUrl } from '../files/fileUrl.ts';
import { imageTooLarge } from './profileImage.ts';
import { UserService } from './userService.ts';

const noImage = () =>
  badRequest('USER-012', 'Send the photo as multipart/form-data in the field profileImage.');

/** updateUserProfileImage (multipart `profileImage`) and deleteUserProfileImage. */
export const profileImageRoutes =
  (context: AppContext): FastifyPluginAsyncTypebox =>
  async (app) => {
    const users = new UserService(context);
    acceptEmptyJsonBodies(app);

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
        const stored = await users.setProfileImage(member.userId, input);
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
        await users.removeProfileImage(member.userId);
        return ok(null);
      },
    );
  };
