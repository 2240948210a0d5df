import { GRANTABLE_ROLES, ROLE_ADMIN, ROLE_MODERATOR } from '@kfeed/contracts/auth';
import type { Db } from '../../db/db.ts';
import { parseRoles } from '../../auth/memberSession.ts';

/** What `npm run user:role -- --role` takes: a role to give, or `member` for neither. */
export const ROLE_CHOICES = [
  ...(Object.keys(GRANTABLE_ROLES) as (keyof typeof GRANTABLE_ROLES)[]),
  'member',
] as const;
export type RoleChoice = (typeof ROLE_CHOICES)[number];

/** A refusal of the command, worded for the operator. */
export class RoleCommandError extends Error {
  override name = 'RoleCommandError';
}

/** What the command did to a member's roles. */
export interface RoleChange {
  userId: number;
  email: string;
  nickname: string;
  before: string[];
  after: string[];
}

/** The operator's word as a role choice, or a RoleCommandError saying what it may be. */
export function roleChoice(value: string | undefined): RoleChoice {
  const choice = ROLE_CHOICES.find((known) => known === value);
  if (!choice) {
    throw new RoleCommandError(
      `--role must be one of ${ROLE_CHOICES.join(', ')}${value === undefined ? '' : ` (not "${value}")`}.`,
    );
  }
  return choice;
}

/** The roles after the choice: the moderation roles replaced, any other role kept. */
function rolesAfter(before: readonly string[], choice: RoleChoice): string[] {
  const others = before.filter((role) => role !== ROLE_MODERATOR && role !== ROLE_ADMIN);
  return choice === 'member' ? others : [...others, GRANTABLE_ROLES[choice]];
}

/**
 * Set an active member's moderation role (scripts/userRole.ts): `moderator` or `admin`
 * makes them that (one replaces the other), `member` takes both away. The only way a role
 * is ever granted; the API reads roles from the database on every call, so the change
 * counts at the member's next call. Refuses an unknown e-mail address or role.
 */
export async function setMemberRole(db: Db, email: string, role: string): Promise<RoleChange> {
  const choice = roleChoice(role);
  const address = email.trim().toLowerCase();
  const user = await db
    .selectFrom('users')
    .select(['user_id', 'email', 'nickname', 'roles'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', address))
    .where('status', '=', 'ACTIVE')
    .executeTakeFirst();
  if (!user) throw new RoleCommandError(`No active member has the e-mail address ${email}.`);
  const before = parseRoles(user.roles);
  const after = rolesAfter(before, choice);
  await db
    .updateTable('users')
    .set({ roles: JSON.stringify(after) })
    .where('user_id', '=', user.user_id)
    .execute();
  return { userId: user.user_id, email: user.email, nickname: user.nickname, before, after };
}

/** One line for the operator: who, and their roles before and after. */
export function describeRoleChange(change: RoleChange): string {
  const list = (roles: readonly string[]) => (roles.length > 0 ? roles.join(', ') : 'none');
  return `${change.email} (${change.nickname}, member ${change.userId}): roles ${list(change.before)} -> ${list(change.after)}`;
}
