import { defaultResidualValueParameters, isResidualValueParameters } from '@lessor/domain/finance';
import { readConfigurationDocument } from '../../configuration-documents/configuration-document-store.ts';
import type { TenantTransaction } from '../../tenancy/with-tenant.ts';
import type { TenantResidualValues } from './curves-of-profile.ts';

/** The configuration document holding a company's own depreciation parameters. */
export const residualValueParametersDocument = 'residual-value-parameters';

/**
 * The tenant's residual-value parameters, read in its transaction: its own document when it has
 * one (checked when it was saved), else the shipped parameters.
 */
export function readResidualValueParameters(
  trx: TenantTransaction,
  tenant: string,
): ReturnType<TenantResidualValues> {
  return readConfigurationDocument<unknown>(trx, tenant, residualValueParametersDocument).then((document) =>
    document && isResidualValueParameters(document.value)
      ? { parameters: document.value, source: 'tenant' as const }
      : { parameters: defaultResidualValueParameters, source: 'default' as const },
  );
}
