/**
 * `npm run user:role -- --email someone@example.com --role moderator|admin|member`: make a
 * member a moderator or an admin, or take both roles away (`member`), in the database named
 * by DATABASE_URL (a SQLite file or a postgres:// URL; by default data/kfeed.sqlite),
 * migrated first. The only way a role is granted: no API call changes roles. Prints what
 * it did; an unknown e-mail address or role exits with 1 and says why, bad usage with 2.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_DATABASE_URL } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import {
  describeRoleChange,
  roleChoice,
  RoleCommandError,
  setMemberRole,
} from '../src/features/moderation/userRoles.ts';

const USAGE =
  'usage: npm run user:role -- --email someone@example.com --role moderator|admin|member';

let values: { email?: string | undefined; role?: string | undefined };
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string' } },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n${USAGE}`);
  process.exit(2);
}
if (!values.email || !values.role) {
  console.error(USAGE);
  process.exit(2);
}
try {
  // Refused before the database is opened (or a SQLite file made).
  roleChoice(values.role);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const db = await openDatabase(process.env.DATABASE_URL || DEFAULT_DATABASE_URL);
try {
  console.log(describeRoleChange(await setMemberRole(db, values.email, values.role)));
} catch (error) {
  if (!(error instanceof RoleCommandError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
