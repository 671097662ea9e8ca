const nullable = (type: string) => ({ type: [type, 'null'] });
// Nullable objects are typed ['object', 'null'], never oneOf: a serialiser given oneOf checks each
// item against every branch, which costs more than the search itself on a page of 50 models.
const nullableListItem = {
  type: ['object', 'null'],
  required: ['id', 'name'],
  properties: { id: { type: 'string' }, name: { type: 'string' } },
};
const listItem = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'string' }, name: { type: 'string' } },
};

export const categorySchema = {
  type: 'object',
  required: ['id', 'name', 'parentId'],
  properties: { ...listItem.properties, parentId: nullable('string') },
};

export const manufacturerSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { ...listItem.properties, modelCount: { type: 'integer' } },
};

export const modelItemSchema = {
  type: 'object',
  required: ['id', 'name', 'yearFrom', 'yearTo'],
  properties: { ...listItem.properties, yearFrom: nullable('integer'), yearTo: nullable('integer') },
};

export const modelSchema = {
  type: 'object',
  required: ['id', 'name', 'manufacturer', 'category', 'subCategory', 'yearFrom', 'yearTo', 'source'],
  properties: {
    ...modelItemSchema.properties,
    manufacturer: listItem,
    category: listItem,
    subCategory: nullableListItem,
    parameters: { type: 'object', additionalProperties: true, description: "The catalogue's own data" },
    unitPrice: nullable('number'),
    currency: nullable('string'),
    taxCode: nullable('string'),
    source: { type: 'string', enum: ['builtin', 'lectura', 'tenant'] },
  },
};

const curveSchema = {
  type: 'object',
  required: ['usage', 'points'],
  properties: {
    usage: { type: 'number', description: 'Yearly usage, in km or hours' },
    points: {
      type: 'array',
      items: {
        type: 'object',
        required: ['ageMonths', 'share'],
        properties: {
          ageMonths: { type: 'integer' },
          share: { type: 'number', description: 'Fraction of the new price left' },
        },
      },
    },
  },
};

export const regressorSchema = {
  type: 'object',
  required: ['modelName', 'manufacturerName', 'category', 'usageUnit', 'curves'],
  properties: {
    modelName: { type: 'string' },
    manufacturerName: { type: 'string' },
    year: nullable('integer'),
    model: { ...modelSchema, type: ['object', 'null'] },
    category: listItem,
    usageUnit: { type: 'string', enum: ['km', 'hours'] },
    ageMonths: nullable('integer'),
    curves: { type: 'array', items: curveSchema },
    parametersSource: { type: 'string', enum: ['default', 'tenant', 'provider'] },
  },
};

/** `?list=true` as the client sends it; the answers are lists whatever it says. */
export const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    list: {
      type: 'string',
      enum: ['true', 'false', ''],
      description: 'Sent by the client; lists are answered',
    },
  },
};

export const arrayOf = (items: object, description: string) => ({ description, type: 'array', items });
