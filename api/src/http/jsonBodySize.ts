/**
 * The largest JSON text a schema accepts, in bytes: what a legitimate client can send to a
 * route, so its body limit can be set just above it. Strings count 4 bytes a character (the
 * longest UTF-8 character; JSON.stringify escapes only quotes, backslashes and control
 * characters, quotes and backslashes in 2 bytes), numbers 24 (the longest a double
 * prints), and nothing is added for whitespace (clients send JSON.stringify's output).
 * Only the properties a schema names count. `null` means the schema sets no bound (a
 * string without maxLength, an array without maxItems, a map of any keys).
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

const BYTES_PER_CHARACTER = 4;
const NUMBER_BYTES = 24;

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

export function largestJsonBytes(schema: JsonSchema): number | null {
  if (schema.const !== undefined) return utf8Length(JSON.stringify(schema.const));
  if (schema.enum) {
    return Math.max(...schema.enum.map((value) => utf8Length(JSON.stringify(value))));
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return largestOf(alternatives.map(largestJsonBytes));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return null;
  return largestOf(types.map((type) => largestOfType(type, schema)));
}

function largestOf(sizes: (number | null)[]): number | null {
  return sizes.some((size) => size === null) ? null : Math.max(...(sizes as number[]));
}

function largestOfType(type: string, schema: JsonSchema): number | null {
  switch (type) {
    case 'null':
      return 4;
    case 'boolean':
      return 5;
    case 'integer':
    case 'number':
      return NUMBER_BYTES;
    case 'string':
      return schema.maxLength === undefined ? null : 2 + schema.maxLength * BYTES_PER_CHARACTER;
    case 'array': {
      if (schema.maxItems === undefined || !schema.items) return null;
      const item = largestJsonBytes(schema.items);
      // [a,b,c]: brackets, items, a comma between two.
      return item === null ? null : 2 + schema.maxItems * (item + 1);
    }
    case 'object': {
      // Properties a schema does not name are not what a legitimate client sends.
      if (typeof schema.additionalProperties === 'object') return null;
      let total = 2;
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        const value = largestJsonBytes(property);
        if (value === null) return null;
        // "name":value, with its comma.
        total += utf8Length(JSON.stringify(name)) + 1 + value + 1;
      }
      return total;
    }
    default:
      return null;
  }
}

/**
 * Whether a JSON text nests arrays and objects deeper than `maxDepth`, read in one pass
 * over the text (no recursion, so no depth can exhaust the stack), before it is parsed.
 * Brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash: the next character is escaped
      else if (code === 0x22) inString = false;
      continue;
    }
    if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === 0x5d || code === 0x7d) depth -= 1;
  }
  return false;
}
