import { findEntity } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { listPageSettings } from './list-page-settings.ts';

const entity = (name: string) => {
  const found = findEntity(name);
  if (!found) throw new Error(`${name} is declared`);
  return found;
};

describe('list page settings', () => {
  it('start from the declaration: script logs page by 20 without Add, suggestions, KPIs or transitions', () => {
    expect(listPageSettings(entity('ScriptLog'), {})).toMatchObject({
      pageSize: 20,
      addPath: undefined,
      autocomplete: false,
      kpis: false,
      transitions: false,
    });
    expect(listPageSettings(entity('Invoice'), {})).toMatchObject({
      title: 'Invoices',
      addPath: '/invoice',
      kpis: true,
      transitions: true,
      rowActions: [],
    });
    expect(listPageSettings(entity('Communication'), {}).include).toBe('personsNames');
  });

  it("take the tenant's title, columns, default query, Add target, row actions and KPI choice", () => {
    const settings = listPageSettings(entity('Invoice'), {
      hideKpis: true,
      listPages: {
        invoices: {
          title: 'Receivables',
          columns: ['registration', 'dueDate', 7],
          query: { pr: 'R', bad: 1 },
          addPath: '/invoice?pr=R',
          rowActions: [
            {
              label: 'Remind',
              method: 'post',
              url: '/api/billing/invoices/{registration}/reminders',
              reload: true,
            },
            { label: 'Elsewhere', url: 'https://example.com' },
            { label: 'Odd', method: 'TRACE', url: '/api/x' },
          ],
        },
      },
    });
    expect(settings).toMatchObject({
      title: 'Receivables',
      columns: ['registration', 'dueDate'],
      query: { pr: 'R' },
      addPath: '/invoice?pr=R',
      kpis: false,
      rowActions: [
        {
          label: 'Remind',
          method: 'POST',
          url: '/api/billing/invoices/{registration}/reminders',
          reload: true,
        },
      ],
    });
  });
});
