import { personEntity } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { createFormStore } from './create-form-store.ts';
import type { FormFields } from './form-field.ts';

const fields: FormFields = {
  type: {
    type: 'select',
    label: 'Type',
    options: [
      { value: 'I', label: 'Individual' },
      { value: 'C', label: 'Company' },
    ],
  },
  lastName: { type: 'text', label: 'Last name', mandatoryWhen: { field: 'type', in: ['I'] } },
  email: { type: 'email', label: 'Email' },
  stake: { type: 'percentage', label: 'Stake', max: 1 },
  quantity: { type: 'integer', label: 'Quantity' },
  iban: { type: 'iban', label: 'IBAN' },
  addresses: {
    type: 'list',
    label: 'Addresses',
    fields: {
      type: { type: 'select', label: 'Type', mandatory: true },
      city: { type: 'text', label: 'City' },
    },
  },
};

describe('the form store', () => {
  it('shows a message only once the field is touched, in the words of the specification', () => {
    const store = createFormStore(fields, { type: 'I' });
    expect(store.snapshot('lastName')).toMatchObject({ error: undefined, mandatory: true });
    store.touch('lastName');
    expect(store.snapshot('lastName').error).toBe('Last name is mandatory');
    store.setValue('email', 'ada@');
    expect(store.snapshot('email').error).toBe('Email format should be "name@example.com"');
    store.setValue('quantity', 'many');
    expect(store.snapshot('quantity').error).toBe('Quantity has to be an integer');
    store.setValue('stake', 1.5);
    expect(store.snapshot('stake').error).toBe('Stake must be ≤ 1');
    store.setValue('iban', 'FR7630006000011234567890180');
    expect(store.snapshot('iban').error).toBe('IBAN is invalid');
  });

  it('skips the IBAN check when the tenant bypasses it', () => {
    const store = createFormStore(fields, {}, { bypassIbanCheck: true });
    store.setValue('iban', 'FR7630006000011234567890180');
    expect(store.snapshot('iban').error).toBeUndefined();
  });

  it('stops a submit on untouched empty mandatory fields, which become touched, nested ones included', () => {
    const store = createFormStore(fields, { type: 'I', addresses: [{ city: 'Paris' }] });
    expect(store.attemptSubmit()).toEqual(['lastName', 'addresses[0].type']);
    expect(store.snapshot('lastName')).toMatchObject({ touched: true, error: 'Last name is mandatory' });
    expect(store.snapshot('addresses[0].type').error).toBe('Type is mandatory');
    store.setValue('type', 'C');
    store.setValue('addresses[0].type', 'MAIN');
    expect(store.attemptSubmit()).toEqual([]);
  });

  it('keeps the same snapshot while nothing a field shows changes, and notifies the fields a change concerns', () => {
    const store = createFormStore(fields, { type: 'C' });
    const first = store.snapshot('email');
    store.setValue('lastName', 'Lovelace');
    expect(store.snapshot('email')).toBe(first);
    const notified: string[] = [];
    for (const path of ['type', 'lastName', 'email', 'addresses', 'addresses[0].city'])
      store.subscribe(path, () => notified.push(path));
    store.setValue('type', 'I');
    expect(notified).toEqual(['type', 'lastName']);
    notified.length = 0;
    store.setValue('addresses[0].city', 'Lyon');
    expect(notified).toEqual(['addresses', 'addresses[0].city']);
  });

  it('checks one list alone for a dialog, leaving the rest of the form untouched', () => {
    const store = createFormStore(fields, { type: 'I', addresses: [{ city: 'Paris' }] });
    expect(store.attemptSubmitWithin('addresses')).toEqual(['addresses[0].type']);
    expect(store.snapshot('addresses[0].type').error).toBe('Type is mandatory');
    expect(store.snapshot('lastName')).toMatchObject({ touched: false, error: undefined });
  });

  it("shows the server's refusal under its field until the field changes, then forgets it", () => {
    const store = createFormStore(fields, {});
    store.setServerErrors([
      { field: 'email', code: 'VALUE_ALREADY_EXISTS', message: 'Email already exists' },
    ]);
    expect(store.snapshot('email').error).toBe('Email already exists');
    expect(store.attemptSubmit()).toEqual(['email']);
    store.setValue('email', 'ada@example.com');
    expect(store.snapshot('email').error).toBeUndefined();
  });

  it('is dirty after an edit until new values are loaded', () => {
    const store = createFormStore(personEntity.fields, { type: 'C' });
    expect(store.isDirty()).toBe(false);
    store.setValue('name', 'Acme');
    expect(store.isDirty()).toBe(true);
    store.reset({ type: 'C', name: 'Acme' });
    expect(store.isDirty()).toBe(false);
    expect(store.snapshot('name')).toMatchObject({ value: 'Acme', touched: false });
  });

  it("blocks on a layout's explicit error message, shown without touching", () => {
    const store = createFormStore({ code: { type: 'text', label: 'Code', error: 'Code is taken' } }, {});
    expect(store.snapshot('code').error).toBe('Code is taken');
    expect(store.attemptSubmit()).toEqual(['code']);
  });

  it('checks a registration by the type beside it, again when the type changes', () => {
    const registrations = { registrations: personEntity.fields.registrations } as FormFields;
    const store = createFormStore(registrations, {
      registrations: [{ type: 'NIF', registration: '12345678A' }],
    });
    store.touch('registrations[0].registration');
    expect(store.snapshot('registrations[0].registration').error).toBe('Spanish ID is invalid');
    let notified = 0;
    store.subscribe('registrations[0].registration', () => notified++);
    store.setValue('registrations[0].type', 'EVA');
    expect(notified).toBeGreaterThan(0);
    expect(store.snapshot('registrations[0].registration').error).toBe('Must start with two letters');
    store.setValue('registrations[0].registration', 'FR40303265045');
    expect(store.snapshot('registrations[0].registration').error).toBeUndefined();
  });
});
