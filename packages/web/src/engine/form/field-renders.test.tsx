// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/i18n.ts';
import { FieldComponentsProvider } from '../fields/FieldComponentsProvider.tsx';
import { FieldGrid } from '../fields/FieldGrid.tsx';
import { createFormStore } from './create-form-store.ts';
import { FormStoreContext } from './FormStoreContext.tsx';
import type { FormField } from './form-field.ts';

const types = ['text', 'number', 'email', 'textarea', 'checkbox', 'percentage', 'iban', 'date'] as const;

/** 200 fields of mixed types; the last one shows only when the first holds 'show'. */
function twoHundredFields(): Record<string, FormField> {
  const fields: Record<string, FormField> = {};
  for (let index = 0; index < 200; index++) {
    fields[`field${index}`] = { type: types[index % types.length] ?? 'text', label: `Field ${index}` };
  }
  fields.field199 = { type: 'text', label: 'Field 199', visibleWhen: { field: 'field0', in: ['show'] } };
  return fields;
}

// happy-dom has no font loading; Mantine's growing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget() });
}

afterEach(cleanup);

describe('typing in a field of a 200-field form', () => {
  it('re-renders that field alone, and the fields whose condition reads it', () => {
    const fields = twoHundredFields();
    const store = createFormStore(fields, {});
    const renders = new Map<string, number>();
    const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
    const paths = Object.keys(fields);
    render(
      <MantineProvider>
        <FieldComponentsProvider>
          <FormStoreContext.Provider value={store}>
            {paths.map((path) => (
              <Profiler key={path} id={path} onRender={count}>
                <FieldGrid paths={[path]} />
              </Profiler>
            ))}
          </FormStoreContext.Provider>
        </FieldComponentsProvider>
      </MantineProvider>,
    );
    expect(screen.queryByLabelText('Field 199')).toBeNull();
    renders.clear();

    act(() => {
      fireEvent.change(screen.getByLabelText('Field 8'), { target: { value: 'Ada' } });
    });
    expect([...renders.keys()]).toEqual(['field8']);
    expect(store.getValue('field8')).toBe('Ada');

    renders.clear();
    act(() => {
      fireEvent.change(screen.getByLabelText('Field 0'), { target: { value: 'show' } });
    });
    expect([...renders.keys()].sort()).toEqual(['field0', 'field199']);
    expect(screen.getByLabelText('Field 199')).toBeTruthy();
  });
});
