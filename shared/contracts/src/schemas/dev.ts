import { Type } from 'typebox';
import { Email, NullableString } from '@kfeed/contracts/schemas/primitives';

/** GET /api/health */
export const Health = Type.Object({ status: Type.String() });

/** GET /api/dev/outbox (development only): the e-mails kept instead of sent. */
export const OutboxQuery = Type.Object({ to: Type.Optional(Email) });

export const OutboxEntry = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  code: NullableString,
  sentAt: Type.String(),
});
export const Outbox = Type.Array(OutboxEntry);
