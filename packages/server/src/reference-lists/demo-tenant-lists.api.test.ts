import { entities } from '@lessor/domain/entities';
import { declaredSelects } from '@lessor/domain/reference-lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTenant, seedDemoTenantIfEmpty } from '../seed/seed-demo-tenant.ts';
import { availableTestDatabases, startTestApp, type TestApp, type TestClient } from '../testing/index.ts';

interface Entry {
  value: string;
  label: string;
}

const listNames = [...new Set(declaredSelects(entities).map((select) => select.field.list))];

describe.each(await availableTestDatabases())(
  'the lists of a freshly seeded demo tenant on the $name database',
  (database) => {
    let testApp: TestApp;
    let admin: TestClient;
    const answered = new Map<string, Entry[]>();

    beforeAll(async () => {
      const db = await database.open();
      await seedDemoTenantIfEmpty(db);
      testApp = await startTestApp(db);
      admin = await testApp.userClient(demoTenant.id, demoTenant.admin);
      // In the user's locale, as the web application asks; a page asks many lists in one call.
      const response = await admin.request({
        method: 'GET',
        url: `/api/script/lists?locale=fr-FR&lists=${listNames.join(',')}`,
      });
      expect(response.statusCode).toBe(200);
      (response.json() as Entry[][]).forEach((entries, index) => {
        answered.set(listNames[index] ?? '', entries);
      });
    }, 300_000);
    afterAll(() => testApp?.close());

    it('offer values for every select of every declaration, nested ones included', () => {
      expect(listNames.length).toBeGreaterThan(150);
      const empty = declaredSelects(entities)
        .filter((select) => {
          const entries = answered.get(select.field.list);
          return !Array.isArray(entries) || entries.length === 0 || (entries[0] as unknown) === 'ERROR';
        })
        .map((select) => `${select.entity}.${select.path} (${select.field.list})`);
      expect(empty).toEqual([]);
    });

    it('label them in French for a French user', () => {
      const label = (list: string, value: string) =>
        answered.get(list)?.find((entry) => entry.value === value)?.label;
      expect(label('country', 'DE')).toBe('Allemagne');
      expect(label('nationality', 'FR')).toBe('Français');
      expect(label('currency', 'EUR')).toBe('euro (EUR)');
      expect(label('maritalStatus', 'MARRIED')).toBe('Marié');
      expect(label('employmentContractType', 'FIXED_TERM')).toBe('CDD');
      expect(label('vatScheme', 'STANDARD')).toBe('Régime réel normal');
      expect(label('legalForm', '6CHY')).toBe('SAS / SASU – société par actions simplifiée (FR)');
    });

    it("holds demo persons whose every choice is among their lists' values", async () => {
      const response = await admin.request({ method: 'GET', url: '/api/person/persons?range=0-249' });
      const persons = response.json() as Record<string, unknown>[];
      expect(persons.length).toBeGreaterThan(200);
      const personSelects = declaredSelects(entities).filter((select) => select.entity === 'Person');
      const outside: string[] = [];
      for (const person of persons) {
        for (const select of personSelects) {
          for (const value of valuesAt(person, select.path)) {
            if (!answered.get(select.field.list)?.some((entry) => entry.value === value))
              outside.push(`${String(person.registration)} ${select.path}: ${value}`);
          }
        }
      }
      expect(outside).toEqual([]);
      expect(persons.some((person) => person.legalForm === 'V9QP')).toBe(true);
    });
  },
);

/** The strings at a path of a record, through its lists and objects (`addresses.country`). */
function valuesAt(record: unknown, path: string): string[] {
  const [key = '', ...rest] = path.split('.');
  const values = Array.isArray(record) ? record : [record];
  return values.flatMap((item) => {
    const value = (item as Record<string, unknown> | null)?.[key];
    if (rest.length > 0) return value === undefined || value === null ? [] : valuesAt(value, rest.join('.'));
    return typeof value === 'string' ? [value] : [];
  });
}
