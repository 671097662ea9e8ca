type JsonSchema = Readonly<Record<string, unknown>>;
type Data = Record<string, unknown>;

/** A schema made into a function: the value conformed, or undefined when it does not fit at all. */
type Conformer = (value: unknown) => unknown;

/**
 * A value with every part that does not fit its JSON schema left out: a property becomes absent,
 * a list item is dropped. The answer serialiser, compiled from the same schema, would otherwise
 * fail (a text where a list belongs) or answer something that was never stored (`" "` as `0`)
 * for a record written in another shape, by an older version or by SQL. Answers what it was given
 * when all fits, without copying; handles the schemas of `record-schema.ts`.
 *
 * Every answer of a list passes here, so each schema is made once into a function that tests
 * what it declares and nothing else (`conformerOf`), rather than read again for every value.
 * @example conformToSchema({ persons: ' ', name: 'Ada' }, { type: 'object', properties: { persons: { type: 'array' } } })
 *   // { name: 'Ada' }
 */
export function conformToSchema(value: unknown, schema: JsonSchema): unknown {
  return conformerOf(schema)(value);
}

const conformers = new WeakMap<JsonSchema, Conformer>();

function conformerOf(schema: JsonSchema): Conformer {
  let conformer = conformers.get(schema);
  if (!conformer) {
    conformer = compile(schema);
    conformers.set(schema, conformer);
  }
  return conformer;
}

function compile(schema: JsonSchema): Conformer {
  const fits = typeTest(schema.type);
  const inside = insideConformer(schema);
  if (!inside) return (value) => (fits(value) ? value : undefined);
  return (value) => (fits(value) ? inside(value) : undefined);
}

/** Whether a value is of the schema's type, or of one of its types. */
function typeTest(type: unknown): (value: unknown) => boolean {
  if (type === undefined) return () => true;
  if (!Array.isArray(type)) return testOf(type);
  const tests = type.map(testOf);
  return (value) => tests.some((test) => test(value));
}

function testOf(type: unknown): (value: unknown) => boolean {
  switch (type) {
    case 'null':
      return (value) => value === null;
    case 'string':
      return (value) => typeof value === 'string';
    case 'number':
      return (value) => typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return Number.isInteger;
    case 'boolean':
      return (value) => typeof value === 'boolean';
    case 'array':
      return Array.isArray;
    case 'object':
      return (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return () => true;
  }
}

/** What conforms a value's items or properties, when the schema declares any. */
function insideConformer(schema: JsonSchema): Conformer | undefined {
  const items = schema.items as JsonSchema | undefined;
  const properties = schema.properties as Readonly<Record<string, JsonSchema>> | undefined;
  const patterns = Object.entries(
    (schema.patternProperties ?? {}) as Readonly<Record<string, JsonSchema>>,
  ).map(([pattern, patternSchema]) => ({ pattern: new RegExp(pattern), schema: patternSchema }));
  if (!items && !properties && patterns.length === 0) return undefined;
  const declared = new Map<string, Conformer>();
  const propertyConformer = (key: string): Conformer | undefined => {
    if (properties && Object.hasOwn(properties, key)) {
      let conformer = declared.get(key);
      if (!conformer) {
        conformer = conformerOf(properties[key] as JsonSchema);
        declared.set(key, conformer);
      }
      return conformer;
    }
    // Undeclared properties are left alone.
    const matched = patterns.find(({ pattern }) => pattern.test(key));
    return matched && conformerOf(matched.schema);
  };
  return (value) => {
    if (Array.isArray(value)) return items ? conformItems(value, conformerOf(items)) : value;
    if (typeof value !== 'object' || value === null) return value;
    return conformProperties(value as Data, propertyConformer);
  };
}

function conformItems(value: readonly unknown[], conform: Conformer): unknown[] {
  let kept: unknown[] | undefined;
  for (let index = 0; index < value.length; index++) {
    const item = value[index];
    const conformed = conform(item);
    if (conformed === item && !kept) continue;
    kept ??= value.slice(0, index);
    if (conformed !== undefined) kept.push(conformed);
  }
  return kept ?? (value as unknown[]);
}

function conformProperties(value: Data, propertyConformer: (key: string) => Conformer | undefined): Data {
  let copy: Data | undefined;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const conform = item === undefined ? undefined : propertyConformer(key);
    if (!conform) continue;
    const conformed = conform(item);
    if (conformed === item) continue;
    copy ??= { ...value };
    if (conformed === undefined) delete copy[key];
    else copy[key] = conformed;
  }
  return copy ?? value;
}
