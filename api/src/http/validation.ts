import { Ajv } from 'ajv';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { installJsonParser } from './bodyLimits.ts';

const base = {
  useDefaults: true,
  removeAdditional: false,
  allErrors: false,
  strict: false,
} as const;
/** JSON bodies keep their types: a number sent as text, or `true` for a number, is refused. */
const bodyAjv = new Ajv({ ...base, coerceTypes: false });
/** Query strings and path parameters are text on the wire, so they are read as their types. */
const textAjv = new Ajv({ ...base, coerceTypes: 'array' });

/**
 * The validator of this API's routes: install with `app.setValidatorCompiler(strictBodies)`
 * inside a feature plugin (it applies to that plugin's routes only).
 */
export const strictBodies: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema);

/**
 * A validator for a JSON value the route reads itself (the JSON part of a multipart body),
 * with the same rules as a JSON body: the kit's schema, no type coercion.
 */
export const compileJsonValidator = (schema: object) => bodyAjv.compile(schema);

/**
 * Calls that carry no body (refresh, logout, deletes) may still be sent with a JSON
 * content type and nothing in it: read that as {} instead of refusing it. For one plugin;
 * the nesting limit still applies (bodyLimits.ts).
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  installJsonParser(app, { emptyAsObject: true });
}
