import { Type, type TSchema } from 'typebox';
import { PAGE_SIZE, REQUEST_BOUNDS } from '@kfeed/contracts/limits';

/**
 * Building blocks of the request and answer schemas. Every number a request carries is an
 * integer within bounds, so nothing out of range reaches a query.
 */
export const Id = Type.Integer({ minimum: 1, maximum: REQUEST_BOUNDS.idMax });
/** An id with its own description in the API document. */
export const DescribedId = (description: string) =>
  Type.Integer({ minimum: 1, maximum: REQUEST_BOUNDS.idMax, description });
export const Page = Type.Integer({ minimum: 1, maximum: REQUEST_BOUNDS.pageMax, default: 1 });
export const PageSize = Type.Integer({
  minimum: 1,
  maximum: REQUEST_BOUNDS.pageSizeMax,
  default: PAGE_SIZE,
});
/** An interface language as any client spells it ('en', 'zh-CN', 'zh_tw'); unknown ones read English. */
export const IsoCode = Type.String({ minLength: 2, maxLength: REQUEST_BOUNDS.isoCodeMax });
export const Email = Type.String({ maxLength: REQUEST_BOUNDS.emailMax });
/** Cache-buster some list calls carry; ignored. */
export const CacheBuster = Type.Optional(
  Type.Union([Type.String({ maxLength: 32 }), Type.Integer()], {
    description: 'Cache-buster; ignored.',
  }),
);

export const YesNo = Type.Enum(['Y', 'N']);
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const NullableString = Nullable(Type.String());
export const NullableInteger = Nullable(Type.Integer());
/** UTC timestamps as 'YYYY-MM-DDTHH:mm:ssZ'. */
export const Timestamp = Type.String({ description: 'UTC, YYYY-MM-DDTHH:mm:ssZ' });

export const Pagination = Type.Object({
  currentPage: Type.Integer(),
  totalPages: Type.Integer(),
  totalElements: Type.Integer(),
  last: Type.Boolean(),
  first: Type.Boolean(),
  numberOfElements: Type.Integer(),
});

/** page (from 1) and size of a paged list. */
export const PageQuery = Type.Object({ page: Page, size: PageSize });

/** The answer of every call: `{result, data, message}`, with `code` on refusals. */
export const Envelope = <T extends TSchema>(data: T) =>
  Type.Object({
    result: Type.Boolean(),
    data,
    message: Type.String(),
    code: Type.Optional(Type.String()),
  });

/** A refusal: `{result: false, data: null, code, message}`. */
export const Refusal = Type.Object({
  result: Type.Boolean(),
  data: Type.Null(),
  code: Type.String(),
  message: Type.String(),
});

/** The answers of a route: its envelope on 200, a refusal on 4xx and 5xx. */
export const Answers = <T extends TSchema>(data: T) => ({
  200: Envelope(data),
  '4xx': Refusal,
  '5xx': Refusal,
});

export const NoData = Type.Null();
