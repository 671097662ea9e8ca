import { findEntity, personEntity } from '@lessor/domain/entities';
import { entitiesWithThrowaway, throwawayEntity } from '@lessor/domain/testing';
import { describe, expect, it } from 'vitest';
import { formFieldsOfLayout } from './form-fields-of-layout.ts';
import { layoutFromEntity } from './layout-from-entity.ts';

describe('the fields of a detail page', () => {
  it('places every field of the declared sections, in one card per section, and the record cards beside', () => {
    const layout = layoutFromEntity(personEntity);
    expect(layout.left.map((card) => card.title)).toEqual([
      ...personEntity.form.map((section) => section.title),
      'Relations diagram',
      'Communications',
    ]);
    expect(layout.right.map((card) => [card.type, card.sticky ?? false])).toEqual([
      ['Workflow', true],
      ['Documents', false],
      ['Notes', false],
      ['History', false],
      ['Audits', false],
    ]);
    const fields = formFieldsOfLayout(personEntity.fields, layout);
    expect(fields.lastName).toEqual(personEntity.fields.lastName);
    expect(Object.values(fields).filter((field) => field.hidden)).toEqual([]);
  });

  it('applies the metadata a card sets, and hides the fields no card shows', () => {
    const fields = formFieldsOfLayout(personEntity.fields, {
      left: [{ title: 'Short', elements: [{ field: 'email', props: { mandatory: true, widget: 'text' } }] }],
      right: [],
    });
    expect(fields.email).toMatchObject({ type: 'email', mandatory: true, widget: 'text' });
    expect(fields.lastName?.hidden).toBe(true);
  });
});

describe('the files of a record', () => {
  it('gives the records a leasing back office files documents with a Documents card, and pictured goods an Images card', () => {
    const cardTypes = (name: string) => {
      const entity = findEntity(name);
      if (!entity) throw new Error(`${name} is declared`);
      return layoutFromEntity(entity).right.map((card) => card.type);
    };
    for (const name of ['Contract', 'Person', 'Asset', 'Invoice'])
      expect(cardTypes(name), name).toContain('Documents');
    expect(cardTypes('Asset')).toContain('Images');
    expect(cardTypes('Invoice')).not.toContain('Images');
    expect(cardTypes('Currency')).not.toContain('Documents');
  });

  it('gives each entity, a new one included, the file cards its declaration asks for', () => {
    for (const entity of entitiesWithThrowaway) {
      const types = layoutFromEntity(entity).right.map((card) => card.type);
      expect(types.includes('Documents'), entity.name).toBe(Boolean(entity.hasDocuments));
      expect(types.includes('Images'), entity.name).toBe(Boolean(entity.hasImages));
    }
    expect(layoutFromEntity(throwawayEntity).right.map((card) => card.type)).toContain('Documents');
  });
});

describe('the default layout of a financing file', () => {
  it('gives its persons and asset lines cards of their own, and lists the invoices and communications naming it', () => {
    const contract = findEntity('Contract');
    if (!contract) throw new Error('Contract is declared');
    const layout = layoutFromEntity(contract);
    expect(layout.left.map((card) => card.type ?? 'Fields')).toEqual([
      'Fields',
      'Persons',
      'Assets',
      'PaymentPlan',
      'SubEntities',
      'SubEntities',
    ]);
    expect(layout.left.find((card) => card.type === 'Persons')?.elements).toEqual([{ field: 'persons' }]);
    expect(layout.left.filter((card) => card.type === 'SubEntities').map((card) => card.props)).toEqual([
      { entity: 'Invoice', field: 'contractRegistration' },
      { entity: 'Communication', field: 'contractRegistration' },
    ]);
    expect(formFieldsOfLayout(contract.fields, layout).persons?.hidden).toBeUndefined();
    expect(layout.right.find((card) => card.title === 'Calculator')?.elements).toEqual([
      {
        inline: 'calculator',
        props: {
          from: {
            amount: 'financedAmountExclTax',
            rate: 'rate',
            count: 'duration',
            residualValue: 'residualValue',
          },
        },
      },
    ]);
  });

  it('gives a record only the server writes no workflow, notes or history of its own', () => {
    const history = findEntity('History');
    if (!history) throw new Error('History is declared');
    expect(layoutFromEntity(history).right).toEqual([]);
  });
});
