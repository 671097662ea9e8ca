import type { RecordDocument } from '@lessor/domain/api';
import { invoiceEntity } from '@lessor/domain/entities';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, multipart, type TestClient } from '../testing/index.ts';
import { readPdfText } from '../testing/read-pdf-text.ts';

const invoices = '/api/billing/invoices';
const contracts = '/api/financing/contracts';

/** What a transition prints (the workflow's `documents`), kept among the record's documents in its transaction. */
describeOnEachDatabase('documents printed by transitions on the $name database', {}, (testApp) => {
  let clerk: TestClient;

  const documentsOf = async (path: string, registration: string): Promise<RecordDocument[]> =>
    (await clerk.request({ method: 'GET', url: `${path}/${registration}/documents` })).json();
  const contentOf = async (path: string, registration: string, document: RecordDocument) =>
    (
      await testApp.app.inject({
        method: 'GET',
        url: `${path}/${registration}/documents/${document._id}/content?token=${document.contentToken}`,
      })
    ).rawPayload;
  const newInvoice = async (name: string) => {
    const created = await clerk.request({
      method: 'POST',
      url: invoices,
      payload: { name, amountExclTax: 840, currency: 'EUR', dueDate: '2026-12-05' },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ _id: string; registration: string }>();
  };

  beforeAll(async () => {
    clerk = await testApp.tenantClient('printing-transitions');
  });

  it("prints the invoice's PDF at issue, in place of the one it had, and says so among its transitions", async () => {
    const invoice = await newInvoice('Rent of December');
    const stale = await clerk.request({
      method: 'POST',
      url: `${invoices}/${invoice.registration}/documents`,
      ...multipart([
        { name: 'type', value: 'INVOICE' },
        {
          name: 'file',
          value: 'draft print',
          fileName: `${invoice.registration}.pdf`,
          type: 'application/pdf',
        },
      ]),
    });
    expect(stale.statusCode, stale.body).toBe(201);

    const offered = async (query: string) =>
      (
        await clerk.request({
          method: 'POST',
          url: `${invoices}/transitions${query}`,
          payload: [invoice._id],
        })
      ).json<{ code: string; documents?: unknown }[]>();
    expect((await offered('')).find(({ code }) => code === 'ISSUE')?.documents).toEqual([
      { template: 'invoice', type: 'INVOICE' },
    ]);
    expect(
      (await offered('?exclude=modals,printings,documents')).find(({ code }) => code === 'ISSUE'),
    ).not.toHaveProperty('documents');

    const issued = await clerk.request({
      method: 'GET',
      url: `${invoices}/${invoice.registration}/transitions/ISSUE`,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const documents = await documentsOf(invoices, invoice.registration);
    expect(documents).toMatchObject([
      { name: `${invoice.registration}.pdf`, type: 'INVOICE', mimeType: 'application/pdf' },
    ]);
    expect(documents[0]?._id).not.toBe(stale.json()._id);
    const { pages } = await readPdfText(
      await contentOf(invoices, invoice.registration, documents[0] as RecordDocument),
    );
    expect(pages.flat().join(' ')).toContain(invoice.registration);
    const records = (
      await clerk.request({
        method: 'GET',
        url: `/api/core/documents?entityRegistration=${invoice.registration}`,
      })
    ).json();
    expect(records).toMatchObject([{ _id: documents[0]?._id, type: 'INVOICE' }]);
  });

  it('prints a contract with its schedule when it is activated', async () => {
    const contract = (
      await clerk.request({ method: 'POST', url: contracts, payload: { name: 'Crane lease' } })
    ).json();
    const url = `${contracts}/${contract.registration}`;
    for (const code of ['SUBMIT', 'APPROVE'])
      expect((await clerk.request({ method: 'GET', url: `${url}/transitions/${code}` })).statusCode).toBe(
        200,
      );
    await clerk.request({
      method: 'PATCH',
      url,
      payload: { startDate: '2026-12-01', financedAmountExclTax: 12_000, duration: 12, rate: 0.05 },
    });
    const active = await clerk.request({ method: 'GET', url: `${url}/transitions/ACTIVATE` });
    expect(active.statusCode, active.body).toBe(200);
    const [schedule, ...others] = await documentsOf(contracts, contract.registration);
    expect(others).toEqual([]);
    expect(schedule).toMatchObject({ name: `${contract.registration} contract.pdf`, type: 'SCHEDULE' });
    const { pages } = await readPdfText(
      await contentOf(contracts, contract.registration, schedule as RecordDocument),
    );
    expect(pages.flat().join(' ')).toContain(contract.registration);
  });

  it('refuses a transition whose print fails, and keeps the record as it was', async () => {
    const workflow = invoiceEntity.workflow;
    if (!workflow) throw new Error('The invoice declares its workflow');
    await testApp.configure(clerk, 'workflows', {
      Invoice: {
        ...workflow,
        transitions: workflow.transitions.map((transition) =>
          transition.code === 'ISSUE'
            ? { ...transition, documents: [{ template: 'REP99999999', type: 'INVOICE' }] }
            : transition,
        ),
      },
    });
    const invoice = await newInvoice('Rent of January');
    const refused = await clerk.request({
      method: 'GET',
      url: `${invoices}/${invoice.registration}/transitions/ISSUE`,
    });
    expect(refused.json()).toMatchObject({
      status: 422,
      code: 'NOTHING_TO_PRINT',
      message: `The record '${invoice.registration}' has nothing to print with 'REP99999999'`,
    });
    const kept = (await clerk.request({ method: 'GET', url: `${invoices}/${invoice.registration}` })).json();
    expect(kept.status).toBe('DRAFT');
    expect(await documentsOf(invoices, invoice.registration)).toEqual([]);
    await testApp.configure(clerk, 'workflows', {});
  });
});
