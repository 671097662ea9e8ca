import { describe, expect, it } from 'vitest';
import { entitiesWithThrowaway } from '../testing/index.ts';
import { contractEntity } from './contract/contract.entity.ts';
import { invoiceEntity } from './invoice/invoice.entity.ts';
import { referenceFieldsOf } from './reference-fields.ts';
import { entities } from './registry.ts';

const names = new Set(entities.map((entity) => entity.name));

describe('referenceFieldsOf', () => {
  it('answers the fields naming another record, nested ones by their keys, each with its entity', () => {
    expect(referenceFieldsOf(invoiceEntity)).toEqual([
      { keys: ['contractRegistration'], path: 'contractRegistration', label: 'Contract', target: 'Contract' },
      { keys: ['cashflowRegistration'], path: 'cashflowRegistration', label: 'Cashflow', target: 'Cashflow' },
      {
        keys: ['persons', 'personRegistration'],
        path: 'persons.personRegistration',
        label: 'Person',
        target: 'Person',
      },
    ]);
    const contract = referenceFieldsOf(contractEntity).map(({ path, target }) => `${path} ${target}`);
    expect(contract).toEqual(
      expect.arrayContaining([
        'clientRegistration Person',
        'partnerRegistration Person',
        'persons.personRegistration Person',
        'assets.assetRegistration Asset',
      ]),
    );
  });

  it('answers nothing for an entity naming no record', () => {
    expect(referenceFieldsOf({ fields: { name: { type: 'text', label: 'Name' } } })).toEqual([]);
  });

  describe.each(entitiesWithThrowaway.map((entity) => [entity.name, entity] as const))(
    'on %s',
    (_, entity) => {
      it('names only entities of the catalogue', () => {
        const unknown = referenceFieldsOf(entity).filter((field) => !names.has(field.target));
        expect(unknown).toEqual([]);
      });

      it('declares the entity of every registration field but the untyped entityRegistration', () => {
        const declared = new Set(referenceFieldsOf(entity).map((field) => field.keys.at(-1)));
        const registrations = (fields: typeof entity.fields): string[] =>
          Object.entries(fields).flatMap(([key, field]) => [
            ...(key.endsWith('Registration') && key !== 'entityRegistration' ? [key] : []),
            ...(field.fields ? registrations(field.fields) : []),
          ]);
        expect(registrations(entity.fields).filter((key) => !declared.has(key))).toEqual([]);
      });
    },
  );
});
