import type { FastifyInstance } from 'fastify';
import { userRoutes as routes } from '@kfeed/contracts/routes/user';
import { USER_LIMITS } from '@kfeed/contracts/user';
import type { AppContext } from '../../context.ts';
import { requireMember } from '../../auth/authenticate.ts';
import { badRequest, ok } from '../../http/envelope.ts';
import { handle } from '../../http/routeTable.ts';
import { acceptEmptyJsonBodies } from '../../http/validation.ts';
import { fileUrl } from '../files/fileUrl.ts';
import { imageTooLarge } from './profileImage.ts';
import { UserService } from './userService.ts';

const field = routes.updateUserProfileImage.form.file;
const noImage = () =>
  badRequest('USER-012', `Send the photo as multipart/form-data in the field ${field}.`);

/** updateUserProfileImage (multipart `profileImage`) and deleteUserProfileImage. */
export const profileImageRoutes = (context: AppContext) => async (app: FastifyInstance) => {
  const users = new UserService(context);
  acceptEmptyJsonBodies(app);

  handle(app, routes.updateUserProfileImage, async (request) => {
    const member = requireMember(request);
    if (!request.isMultipart()) throw noImage();
    const file = await request.file({
      limits: { fileSize: USER_LIMITS.profileImageBytesMax, files: 1 },
    });
    if (!file) throw noImage();
    if (file.fieldname !== field) {
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
  });

  handle(app, routes.deleteUserProfileImage, async (request) => {
    await users.removeProfileImage(requireMember(request).userId);
    return ok(null);
  });
};
