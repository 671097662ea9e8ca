type JsonSchema = Readonly<Record<string, unknown>>;
type Data = Record<string, unknown>;

/**
 * A value with every part that does not fit its JSON schema left out: a property becomes absent,
 * a list item is dropped. The answer serialiser, compiled from the same schema, would otherwise
 * fail (a text where a list belongs) or answer something that was never stored (`" "` as `0`)
 * for a record written in another shape, by an older version or by SQL. Answers what it was given
 * when all fits, without copying; handles the schemas of `record-schema.ts`.
 * @example conformToSchema({ persons: ' ', name: 'Ada' }, { type: 'object', properties: { persons: { type: 'array' } } })
 *   // { name: 'Ada' }
 */
export function conformToSchema(value: unknown, schema: JsonSchema): unknown {
  return fits(value, schema) ? conformInside(value, schema) : undefined;
}

function fits(value: unknown, schema: JsonSchema): boolean {
  const types = [schema.type].flat();
  if (schema.type === undefined) return true;
  return types.some((type) => {
    switch (type) {
      case 'null':
        return value === null;
      case 'string':
        return typeof value === 'string';
      case 'number':
        return typeof value === 'number' && Number.isFinite(value);
      case 'integer':
        return Number.isInteger(value);
      case 'boolean':
        return typeof value === 'boolean';
      case 'array':
        return Array.isArray(value);
      case 'object':
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      default:
        return true;
    }
  });
}

function conformInside(value: unknown, schema: JsonSchema): unknown {
  if (Array.isArray(value)) {
    const items = schema.items as JsonSchema | undefined;
    if (!items) return value;
    const conformed = value.map((item) => conformToSchema(item, items));
    const kept = conformed.filter((item) => item !== undefined);
    return kept.length === value.length && conformed.every((item, index) => item === value[index])
      ? value
      : kept;
  }
  if (typeof value !== 'object' || value === null) return value;
  let copy: Data | undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemSchema = schemaOf(schema, key);
    if (!itemSchema || item === undefined) continue;
    const conformed = conformToSchema(item, itemSchema);
    if (conformed === item) continue;
    copy ??= { ...value };
    if (conformed === undefined) delete copy[key];
    else copy[key] = conformed;
  }
  return copy ?? value;
}

/** The schema of a property: declared, or matched by a pattern; undeclared ones are left alone. */
function schemaOf(schema: JsonSchema, key: string): JsonSchema | undefined {
  const properties = schema.properties as Readonly<Record<string, JsonSchema>> | undefined;
  if (properties && Object.hasOwn(properties, key)) return properties[key];
  const patterns = schema.patternProperties as Readonly<Record<string, JsonSchema>> | undefined;
  for (const [pattern, patternSchema] of Object.entries(patterns ?? {}))
    if (compiled(pattern).test(key)) return patternSchema;
  return undefined;
}

const patternCache = new Map<string, RegExp>();

/** The schemas' own patterns (a handful, from the declarations), compiled once. */
function compiled(pattern: string): RegExp {
  let expression = patternCache.get(pattern);
  if (!expression) {
    expression = new RegExp(pattern);
    patternCache.set(pattern, expression);
  }
  return expression;
}
