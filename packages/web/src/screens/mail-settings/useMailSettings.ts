import { type MailSettings, type MailSettingsInput, mailSettingsPath } from '@lessor/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';

const queryKey = ['mail-settings'];

/** The tenant's SMTP server (administrators only), saved and forgotten from the tenant page. */
export function useMailSettings() {
  const client = useQueryClient();
  const settings = useQuery({ queryKey, queryFn: () => apiJson<MailSettings | null>(mailSettingsPath) });
  const save = useMutation({
    mutationFn: (input: MailSettingsInput) =>
      apiJson<MailSettings>(mailSettingsPath, { method: 'PUT', body: input }),
    onSuccess: (saved) => client.setQueryData(queryKey, saved),
    meta: { errorShownInline: true },
  });
  const forget = useMutation({
    mutationFn: () => apiJson<void>(mailSettingsPath, { method: 'DELETE' }),
    onSuccess: () => client.setQueryData(queryKey, null),
  });
  return { settings, save, forget };
}
