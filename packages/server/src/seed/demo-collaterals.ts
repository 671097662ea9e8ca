import type { FinancingFile } from './demo-contracts.ts';
import type { DemoCast } from './demo-people.ts';
import type { SeededRandom } from './random.ts';

type Body = Record<string, unknown>;

/** Where a collateral stands, from its contract's status. */
const collateralStatus: Readonly<Record<string, string>> = {
  APPROVED: 'DRAFT',
  ACTIVE: 'ACTIVE',
  TERMINATED: 'RELEASED',
};

/**
 * Guarantees of the larger contracts: a company's signer guarantees half of what it finances, any
 * other client leaves a deposit of a tenth. A collateral runs with its contract, and its amount is
 * its percentage of the financed amount.
 */
export function demoCollaterals(
  random: SeededRandom,
  files: readonly FinancingFile[],
  cast: DemoCast,
): Body[] {
  return files.flatMap((file): Body[] => {
    const status = collateralStatus[file.status];
    const financed = Number(file.contract.financedAmountExclTax);
    if (!status || financed < 40_000 || !random.chance(0.5)) return [];
    const signer = cast.signers.get(file.client.registration);
    const percentage = signer ? 0.5 : 0.1;
    return [
      {
        name: signer
          ? `Guarantee of ${signer.name} for ${file.registration}`
          : `Deposit for ${file.registration}`,
        type: signer ? 'GUARANTEE' : 'DEPOSIT',
        status,
        description: signer
          ? `${signer.name} guarantees ${file.client.name}'s contract ${file.registration}.`
          : `Security deposit paid by ${file.client.name}.`,
        startDate: file.contract.startDate,
        endDate: file.contract.endDate,
        percentage,
        amount: Math.round(financed * percentage * 100) / 100,
        personRegistration: (signer ?? file.client).registration,
        contractRegistration: file.registration,
        currency: 'EUR',
      },
    ];
  });
}
