import type { RegistrationLookupAnswer, RegistrationMatch } from '@lessor/domain/api';

/** What the person form asks: the text typed and whether ceased companies are hidden. */
export interface RegistrationQuery {
  /** A SIREN, a SIRET, or words of the company's name. */
  text: string;
  activeOnly: boolean;
}

/**
 * A company registry, whichever answers it: the French registry's public API, or none. A registry
 * that cannot answer is `REGISTRATION_LOOKUP_UNAVAILABLE`.
 */
export interface RegistrationProvider {
  readonly source: RegistrationLookupAnswer['source'];
  search(query: RegistrationQuery): Promise<RegistrationMatch[]>;
}

/** The provider of a tenant that looks nothing up (provider "none"): it answers no company. */
export const noRegistrationProvider: RegistrationProvider = {
  source: 'none',
  search: async () => [],
};
