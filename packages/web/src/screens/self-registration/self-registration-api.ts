import {
  type RegistrationLookupAnswer,
  type SelfRegistrationAnswer,
  type SelfRegistrationInvitation,
  selfRegistrationPaths,
} from '@lessor/domain/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';

/** The tenant and token of the invitation link the page was opened with. */
export interface InvitationLink {
  tenant: string;
  token: string;
}

/** The invitation the link names; its refusal (unknown, expired, used) is the page's to show. */
export function useInvitation(link: InvitationLink) {
  return useQuery({
    queryKey: ['self-registration', link.tenant, link.token],
    queryFn: () =>
      apiJson<SelfRegistrationInvitation>(
        `${selfRegistrationPaths.invitation}?${new URLSearchParams({ tenant: link.tenant, token: link.token })}`,
      ),
    retry: false,
    meta: { errorShownInline: true },
  });
}

/** The companies the tenant's registry knows for what the partner typed. */
export function useCompanyLookup(link: InvitationLink) {
  return useMutation({
    mutationFn: (value: string) =>
      apiJson<RegistrationLookupAnswer>(selfRegistrationPaths.lookup, {
        method: 'POST',
        body: { ...link, value },
      }),
    meta: { errorShownInline: true },
  });
}

/** Sends the registration; the server's refusal shows under the fields it names. */
export function useRegister(link: InvitationLink) {
  return useMutation({
    mutationFn: (registration: Readonly<Record<string, unknown>>) =>
      apiJson<SelfRegistrationAnswer>(selfRegistrationPaths.register, {
        method: 'POST',
        body: { ...link, registration },
      }),
    meta: { errorShownInline: true },
  });
}
