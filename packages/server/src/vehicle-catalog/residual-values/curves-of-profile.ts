import type { ValueCurve } from '@lessor/domain/api';
import { profileOfCategory, type ResidualValueParameters, residualValueCurve } from '@lessor/domain/finance';

/** The residual-value parameters a tenant's curves follow, and whose they are. */
export type TenantResidualValues = () => Promise<{
  parameters: ResidualValueParameters;
  source: 'default' | 'tenant';
}>;

/** Usages drawn when none is asked: half, once and one and a half times the reference usage. */
const usageRatios = [0.5, 1, 1.5];

/** The value curves of a category's profile: one for the usage asked, else three around the reference. */
export function curvesOfProfile(
  parameters: ResidualValueParameters,
  categoryId: string,
  usage: number | undefined,
): { usageUnit: 'km' | 'hours'; curves: ValueCurve[] } {
  const profile = profileOfCategory(parameters, categoryId);
  const usages = usage === undefined ? usageRatios.map((ratio) => profile.referenceUsage * ratio) : [usage];
  return {
    usageUnit: profile.usageUnit,
    curves: usages.map((each) => ({ usage: each, points: residualValueCurve(profile, { usage: each }) })),
  };
}
