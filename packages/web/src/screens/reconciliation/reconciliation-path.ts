/** The reconciliation screen's address (shell/tool-screens.ts lists it in the menu). */
const reconciliationPath = '/bank/reconciliation';

/** The query parameter that narrows the screen to one statement's payments. */
export const statementParameter = 'statement';

/**
 * The screen, for one statement's payments when named.
 * @example reconciliationPathOf('BKS00000003') // '/bank/reconciliation?statement=BKS00000003'
 */
export function reconciliationPathOf(statementRegistration?: string): string {
  if (!statementRegistration) return reconciliationPath;
  return `${reconciliationPath}?${new URLSearchParams({ [statementParameter]: statementRegistration })}`;
}
