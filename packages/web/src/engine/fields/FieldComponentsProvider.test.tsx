// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/i18n.ts';
import { createFormStore } from '../form/create-form-store.ts';
import { FormStoreContext } from '../form/FormStoreContext.tsx';
import type { FormFields } from '../form/form-field.ts';
import type { FieldComponents } from './FieldComponentsContext.tsx';
import { FieldComponentsProvider } from './FieldComponentsProvider.tsx';
import { FieldGrid } from './FieldGrid.tsx';
import type { FieldProps } from './field-props.ts';

const fields: FormFields = {
  company: { type: 'object', label: 'Company', fields: { vat: { type: 'text', label: 'VAT number' } } },
  roles: { type: 'list', label: 'Role', fields: { email: { type: 'email', label: 'Role e-mail' } } },
};

afterEach(cleanup);

function renderFields(values: Record<string, unknown>, wrap: (grid: ReactNode) => ReactNode) {
  const store = createFormStore(fields, values);
  render(
    <MantineProvider>
      <FormStoreContext.Provider value={store}>
        {wrap(<FieldGrid paths={Object.keys(fields)} />)}
      </FormStoreContext.Provider>
    </MantineProvider>,
  );
}

function Badge({ field }: FieldProps) {
  return <output>badge for {field.label}</output>;
}

describe('the field components a form uses', () => {
  it("draw an object's and a list item's sub-fields with the registry's components", () => {
    renderFields({ company: { vat: 'FR12' }, roles: [{ email: 'a@example.com' }] }, (grid) => (
      <FieldComponentsProvider>{grid}</FieldComponentsProvider>
    ));
    expect(screen.getByLabelText('VAT number')).toMatchObject({ value: 'FR12' });
    expect(screen.getByLabelText('Role e-mail')).toMatchObject({ value: 'a@example.com' });
  });

  it("let a page's widgets replace the registry's for their names, nested fields included", () => {
    const widgets: FieldComponents = { email: Badge };
    renderFields({ roles: [{}] }, (grid) => (
      <FieldComponentsProvider widgets={widgets}>{grid}</FieldComponentsProvider>
    ));
    expect(screen.getByText('badge for Role e-mail')).toBeTruthy();
    expect(screen.getByLabelText('VAT number')).toBeTruthy();
  });

  it('are missing outside a provider, which the error names', () => {
    expect(() => renderFields({}, (grid) => grid)).toThrow(
      'A field renders inside a FieldComponentsProvider',
    );
  });
});
