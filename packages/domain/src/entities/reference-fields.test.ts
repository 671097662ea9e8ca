import { describe, expect, it } from 'vitest';
import { entitiesWithThrowaway } from '../testing/index.ts';
import { agreementEntity } from './agreement/agreement.entity.ts';
import { contractEntity } from './contract/contract.entity.ts';
import type { EntityDefinition } from './entity-definition.ts';
import { invoiceEntity } from './invoice/invoice.entity.ts';
import { referenceFieldsOf, referenceFilters, referenceNameField } from './reference-fields.ts';
import { entities } from './registry.ts';

const names = new Set(entities.map((entity) => entity.name));

/** Words that say a field names a record: an entity's name, a person's role, a registration. */
const recordWords = new Set([
  ...entities.map((entity) => entity.name.toLowerCase()),
  ...['client', 'partner', 'payer', 'payee', 'supplier', 'sales', 'owner', 'transporter', 'orga'],
]);

/** Fields that look like references and are not, each with its reason. */
const notReferences: Readonly<Record<string, string>> = {
  entityRegistration: "names a record of whichever entity the record's entityName says (anyRecordLink)",
  resultRegistration: "names what a job made, of the entity its batch's entityName says (anyRecordLink)",
  'registrations.registration': "a company's registration number (SIREN, VAT), not a record",
  bankOwner: 'the account holder as the bank writes it',
  taxCode: "a tax's code (VAT20), which Tax records carry as their code, not their registration",
  indexCode: "an index's code (EURIBOR3M), which Index records carry as their code",
  productCode: "a product's code, which Product records carry as their code",
  // The demo book stores a product's label ('Finance lease'), which names no Product registration.
  financialProduct: 'the financial product as the offer prints it',
};

/**
 * The plain text fields whose name says they hold another record (`clientRegistration`, an
 * object's `registration`, `location`, `indexCode`) but which name no entity, outside the
 * exceptions: each one should be a `link` to its entity.
 */
function plainTextReferences(entity: Pick<EntityDefinition, 'fields'>): string[] {
  const walk = (fields: typeof entity.fields, above: readonly string[]): string[] =>
    Object.entries(fields).flatMap(([key, field]) => {
      const keys = [...above, key];
      if (field.fields) return walk(field.fields, keys);
      if (field.references || field.type !== 'text') return [];
      const words = key
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(' ');
      const named = ['registration', 'code', 'id'].includes(words.at(-1) ?? '') ? words.slice(0, -1) : words;
      const looksLikeReference =
        key.endsWith('Registration') ||
        (key === 'registration' && above.length > 0) ||
        recordWords.has(named.at(-1) ?? '') ||
        recordWords.has(named.join(''));
      const path = keys.join('.');
      return looksLikeReference && !(key in notReferences) && !(path in notReferences) ? [path] : [];
    });
  return walk(entity.fields, []);
}

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
        excludedRoles: ['SALES'],
      },
      {
        keys: ['organization', 'registration'],
        path: 'organization.registration',
        label: 'Organization',
        target: 'Person',
        personTypes: ['O'],
      },
    ]);
    const contract = referenceFieldsOf(contractEntity).map(({ path, target }) => `${path} ${target}`);
    expect(contract).toEqual(
      expect.arrayContaining([
        'clientRegistration Person',
        'partnerRegistration Person',
        'persons.personRegistration Person',
        'assets.assetRegistration Asset',
        'organization.registration Person',
      ]),
    );
  });

  it('carries the roles a person named must or may not hold (business-areas.md §5)', () => {
    const partner = referenceFieldsOf(agreementEntity).find((field) => field.path === 'partnerRegistration');
    expect(partner).toMatchObject({ target: 'Person', roles: ['PARTNER', 'BUSINESSUNIT', 'AGENCY'] });
    expect(referenceFilters(partner ?? { target: 'Person' })).toEqual({
      'roles.role': 'PARTNER,BUSINESSUNIT,AGENCY',
    });
    const client = referenceFieldsOf(contractEntity).find((field) => field.path === 'clientRegistration');
    expect(client?.roles).toEqual(['CLIENT']);
    expect(referenceFilters({ target: 'Person', excludedRoles: ['SALES'] })).toEqual({
      'roles.role': '-SALES',
    });
    expect(referenceFilters({ target: 'Contract' })).toEqual({});
    // An organisation is a person of type O.
    const organization = referenceFieldsOf(contractEntity).find(
      (field) => field.path === 'organization.registration',
    );
    expect(referenceFilters(organization ?? { target: 'Person' })).toEqual({ type: 'O' });
  });

  it('names the computed field a list brings a reference name in', () => {
    expect(referenceNameField('partnerRegistration')).toBe('partnerName');
    expect(referenceNameField('location')).toBe('locationName');
    const columns = contractEntity.listColumns.find((column) => column.key === 'clientRegistration');
    expect(columns).toMatchObject({ nameField: 'clientName', link: '/person/{clientRegistration}' });
  });

  it('finds a plain text field that names a record, nested ones included', () => {
    const declaration = {
      ...agreementEntity,
      fields: {
        sponsorRegistration: { type: 'text', label: 'Sponsor' },
        lines: { type: 'list', label: 'Lines', fields: { assetCode: { type: 'text', label: 'Asset' } } },
        parent: {
          type: 'object',
          label: 'Parent',
          fields: { registration: { type: 'text', label: 'Parent' } },
        },
        comment: { type: 'text', label: 'Comment' },
      },
    } as const;
    expect(plainTextReferences(declaration)).toEqual([
      'sponsorRegistration',
      'lines.assetCode',
      'parent.registration',
    ]);
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

      it('declares every field naming a record as a link to its entity, but the known exceptions', () => {
        expect(plainTextReferences(entity)).toEqual([]);
      });
    },
  );
});
