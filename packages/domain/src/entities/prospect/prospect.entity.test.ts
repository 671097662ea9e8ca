import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../validation/validate-record.ts';
import { personEntity } from '../person/person.entity.ts';
import { personFromProspect } from './person-from-prospect.ts';
import { prospectEntity } from './prospect.entity.ts';

describe('a prospect is a person', () => {
  it("holds the person's own field groups, not copies of them", () => {
    for (const field of [
      'type',
      'addresses',
      'bankAccounts',
      'contacts',
      'registrations',
      'company',
      'web',
      'descendants',
    ])
      expect(prospectEntity.fields[field], field).toBe(personEntity.fields[field]);
  });

  it("shows the person's sections with their conditions on the type, and its own prospection", () => {
    const sections = (entity: typeof personEntity) =>
      entity.form.map(({ title, visibleWhen }) => ({ title, visibleWhen }));
    expect(sections(prospectEntity)).toEqual([
      ...sections(personEntity),
      { title: 'Prospection', visibleWhen: undefined },
    ]);
    const identity = prospectEntity.form.find((section) => section.title === 'Identity');
    expect(identity?.fields).toEqual(expect.arrayContaining(['type', 'registration', 'lastName', 'status']));
    const contact = prospectEntity.form.find((section) => section.title === 'Contact details');
    expect(contact?.fields).not.toContain('username');
  });

  it("is checked as a person is: an individual's last name, a company's name", () => {
    const missing = (record: Record<string, unknown>) =>
      validateRecord(prospectEntity.fields, record).map((error) => error.field);
    expect(missing({ type: 'I', firstName: 'Ada' })).toEqual(['lastName']);
    expect(missing({ type: 'C' })).toEqual(['name']);
    expect(missing({ type: 'C', name: 'Acme', contacts: [{ lastName: 'Doe' }] })).toEqual([
      'contacts[0].position',
    ]);
  });

  it('has its own generated registration and its workflow statuses', () => {
    expect(prospectEntity.clientRegistration).toBe(false);
    expect(prospectEntity.fields.status?.options?.map((option) => option.value)).toEqual([
      'NEW',
      'CONTACTED',
      'QUALIFIED',
      'CONVERTED',
      'LOST',
    ]);
  });
});

describe('the person a prospect becomes', () => {
  const prospect = {
    _id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    _version: 3,
    registration: 'PSP00000007',
    status: 'QUALIFIED',
    type: 'I',
    name: 'Grace Hopper',
    firstName: 'Grace',
    lastName: 'Hopper',
    addresses: [{ type: 'MAIN', addressLine: '1 Navy Road' }],
    source: 'Trade fair',
    props_phone: { hidden: true },
  };

  it('carries every shared field and the prospect it came from, not its number, status or source', () => {
    expect(personFromProspect(prospect)).toEqual({
      type: 'I',
      name: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      addresses: [{ type: 'MAIN', addressLine: '1 Navy Road' }],
      props_phone: { hidden: true },
      prospectRegistration: 'PSP00000007',
    });
  });

  it("gives a professional its first registration as the person's registration number", () => {
    const professional = {
      ...prospect,
      type: 'P',
      registrations: [{ type: 'SIR', registration: '552100554' }],
    };
    expect(personFromProspect(professional).registration).toBe('552100554');
    expect(personFromProspect({ ...prospect, type: 'P' })).not.toHaveProperty('registration');
  });

  it('keeps the relations the prospect states: its descendants and its organisation', () => {
    const related = {
      ...prospect,
      orgaRegistration: 'PER00000001',
      descendants: [{ personRegistration: 'PER00000002', relation: 'SIGNEROF' }],
    };
    expect(personFromProspect(related)).toMatchObject({
      orgaRegistration: 'PER00000001',
      descendants: [{ personRegistration: 'PER00000002', relation: 'SIGNEROF' }],
    });
  });

  it('is a valid person body', () => {
    expect(validateRecord(personEntity.fields, personFromProspect(prospect))).toEqual([]);
  });
});
