import type { NicknameAvailability } from '@kfeed/contracts/user';
import { userRoutes } from '@kfeed/contracts/routes/user';
import { call } from '@kfeed/platform/calls/apiCall';

/** Whether the nickname is free (open to visitors). */
export async function checkNickname(nickname: string): Promise<NicknameAvailability> {
  return call(userRoutes.checkNickname, { nickname }, { silent: true });
}
