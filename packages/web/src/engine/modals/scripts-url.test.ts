import { describe, expect, it } from 'vitest';
import { scriptsUrl } from './scripts-url.ts';

describe("the scripts screen's address from the model viewer", () => {
  it('names the entity script, filters on it, shows all and says who asks', () => {
    expect(scriptsUrl('layout', 'Person', 'ada@acme')).toBe(
      '/scripts?name=person-layout&filter=person-layout&all=1&entityName=Person&username=ada%40acme',
    );
    expect(scriptsUrl('workflow', 'CreditLine', undefined)).toBe(
      '/scripts?name=credit-line-workflow&filter=credit-line-workflow&all=1&entityName=CreditLine',
    );
  });
});
