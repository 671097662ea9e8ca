import type { EntityRecord } from '@lessor/domain/api';
import type { Actor } from '../tenancy/actor.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

export async function afterInvoicesCreated(
  _trx: TenantTransaction,
  _actor: Actor,
  _invoices: readonly EntityRecord[],
): Promise<void> {}
