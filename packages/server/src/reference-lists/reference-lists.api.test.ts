import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

describeOnEachDatabase('reference lists on the $name database', (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('lists');
  });

  const lists = async (query: string) =>
    (await client.request({ method: 'GET', url: `/api/script/lists?${query}` })).json();

  it('answers one array per list in the order asked, ERROR first for an unknown list', async () => {
    const [statuses, unknown, types] = await lists(
      'valuesOnly=true&lists=invoiceStatus,noSuchList,creditLineType',
    );
    expect(statuses).toEqual(['DRAFT', 'ISSUED', 'SENT', 'PARTIALLY_PAID', 'PAID', 'CANCELLED']);
    expect(unknown).toEqual(['ERROR', 'List not found noSuchList']);
    expect(types).toEqual(['STOCK', 'INVESTMENT', 'REVOLVING']);
    const [entries] = await lists('lists=addressType');
    expect(entries[0]).toEqual({ value: 'MAIN', label: 'Main', isTranslated: false, labelValue: 'Main' });
    expect((await lists('valuesOnly=true')).code).toBe('MISSING_FIELD_IN_QUERY');
  });

  it("serves the tenant's lists with labels in the locale and refuses values outside them on write", async () => {
    const invoices = '/api/billing/invoices';
    const kept = (
      await client.request({
        method: 'POST',
        url: invoices,
        payload: { name: 'Before', paymentMode: 'CHEQUE' },
      })
    ).json();
    await testApp.configure(client, 'lists', {
      paymentMode: [{ value: 'TRANSFER', label: { en: 'Transfer', fr: 'Virement' } }, { value: 'SEPA' }],
    });
    const [modes] = await lists('locale=fr-FR&lists=paymentMode');
    expect(modes[0]).toMatchObject({ value: 'TRANSFER', label: 'Virement', isTranslated: true });

    const refused = await client.request({
      method: 'POST',
      url: invoices,
      payload: { name: 'x', paymentMode: 'CHEQUE' },
    });
    expect(refused.json()).toMatchObject({ code: 'INVALID_FIELD_VALUE' });
    const accepted = await client.request({
      method: 'POST',
      url: invoices,
      payload: { name: 'x', paymentMode: 'SEPA' },
    });
    expect(accepted.statusCode).toBe(201);

    // A value stored before the list changed stays readable, and an update that leaves it alone passes.
    const url = `${invoices}/${kept.registration}`;
    expect((await client.request({ method: 'GET', url })).json().paymentMode).toBe('CHEQUE');
    expect((await client.request({ method: 'PATCH', url, payload: { name: 'After' } })).statusCode).toBe(200);
  });
});
