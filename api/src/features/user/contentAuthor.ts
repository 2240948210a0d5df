import type { YesNo } from '@kfeed/contracts/envelope';
import { fileUrl } from '../files/fileUrl.ts';

/** The users columns that show who wrote a post or a comment. */
export interface AuthorRow {
  user_id: number;
  nickname: string;
  profile_image_path: string | null;
  is_official: YesNo;
}

/** How the writer of a post or a comment appears on it. */
export function contentAuthor(row: AuthorRow) {
  return {
    userId: row.user_id,
    userNickname: row.nickname,
    userProfileImageUrl: fileUrl(row.profile_image_path),
    userIsOfficial: row.is_official,
  };
}
