/**
 * JSON-schema pieces shared by the routes. Response schemas list every field (the
 * serializer drops undeclared ones) and feed the OpenAPI document at /api/docs.
 */
export const yesNo = { type: 'string', enum: ['Y', 'N'] } as const;
export const nullableString = { type: ['string', 'null'] } as const;
export const nullableInteger = { type: ['integer', 'null'] } as const;
export const id = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const paginationSchema = {
  type: 'object',
  properties: {
    currentPage: { type: 'integer' },
    totalPages: { type: 'integer' },
    totalElements: { type: 'integer' },
    last: { type: 'boolean' },
    first: { type: 'boolean' },
    numberOfElements: { type: 'integer' },
  },
} as const;

/** page (1-based) and size (default 10) of a paged list. */
export const pageQuerySchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    size: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
  },
} as const;

export const sessionPayloadSchema = {
  type: 'object',
  properties: {
    accessToken: { type: 'string' },
    userId: { type: 'integer' },
    isoCode: { type: 'string' },
  },
} as const;

/** A refusal: `{result: false, data: null, code, message}`. */
export const refusalSchema = {
  type: 'object',
  properties: {
    result: { type: 'boolean' },
    data: { type: 'null' },
    code: { type: 'string' },
    message: { type: 'string' },
  },
} as const;

/** Response schemas for a route: its 200 answer plus the refusal envelope for 4xx and 5xx. */
export function responses(ok: object) {
  return { 200: ok, '4xx': refusalSchema, '5xx': refusalSchema } as const;
}
