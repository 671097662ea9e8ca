import { describe, expect, it } from 'vitest';
import { contractWorkflow } from '../entities/contract/contract.workflow.ts';
import { invoiceWorkflow } from '../entities/invoice/invoice.workflow.ts';
import { isReadOnlyStatus, mayDelete } from './status-guards.ts';

const noWorkflow = { statuses: [], initialStatus: '', transitions: [] };

describe('mayDelete', () => {
  it('lets a record go in its initial status only, unless the workflow lists others', () => {
    expect(mayDelete(contractWorkflow, 'DRAFT')).toBe(true);
    expect(mayDelete(contractWorkflow, 'STUDY')).toBe(false);
    expect(mayDelete(invoiceWorkflow, 'PAID')).toBe(false);
    expect(mayDelete(contractWorkflow, undefined)).toBe(false);
    const lenient = { ...contractWorkflow, deletableStatuses: ['DRAFT', 'CANCELLED'] };
    expect(mayDelete(lenient, 'CANCELLED')).toBe(true);
    expect(mayDelete(lenient, 'ACTIVE')).toBe(false);
  });

  it('lets any record go when its entity has no workflow', () => {
    expect(mayDelete(noWorkflow, 'WHATEVER')).toBe(true);
  });

  it("reads a tenant's malformed list as none given", () => {
    const malformed = { ...contractWorkflow, deletableStatuses: 'ACTIVE' as unknown as string[] };
    expect(mayDelete(malformed, 'ACTIVE')).toBe(false);
    expect(mayDelete(malformed, 'DRAFT')).toBe(true);
  });
});

describe('isReadOnlyStatus', () => {
  it('holds a paid invoice, and nothing the workflow does not list', () => {
    expect(isReadOnlyStatus(invoiceWorkflow, 'PAID')).toBe(true);
    expect(isReadOnlyStatus(invoiceWorkflow, 'SENT')).toBe(false);
    expect(isReadOnlyStatus(contractWorkflow, 'ACTIVE')).toBe(false);
    expect(isReadOnlyStatus(noWorkflow, 'PAID')).toBe(false);
  });
});
