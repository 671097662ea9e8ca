import { describe, expect, it } from 'vitest';
import { conformToSchema } from './conform-to-schema.ts';

const schema = {
  type: 'object',
  properties: {
    name: { type: ['string', 'null'] },
    quantity: { type: 'integer' },
    done: { type: 'boolean' },
    keywords: { type: 'array', items: { type: 'string' } },
    location: { type: 'object', properties: { city: { type: 'string' } } },
  },
  patternProperties: { '^props_': { type: 'object' } },
};

describe('conformToSchema', () => {
  it('answers a value that fits as it is, without a copy', () => {
    const record = { name: null, quantity: 2, keywords: ['a'], location: { city: 'Lyon' }, legacy: ' ' };
    expect(conformToSchema(record, schema)).toBe(record);
  });

  it('leaves out what does not fit, at every depth', () => {
    const record = {
      name: 'Ada',
      quantity: ' ',
      done: '',
      keywords: ['a', 3, 'b'],
      location: { city: 4 },
      props_name: 'hidden',
    };
    expect(conformToSchema(record, schema)).toEqual({ name: 'Ada', keywords: ['a', 'b'], location: {} });
    expect(conformToSchema([record, ' '], { type: 'array', items: schema })).toHaveLength(1);
  });
});
