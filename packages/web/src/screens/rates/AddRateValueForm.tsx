import { parsePercentage, tryParseDateString } from '@lessor/domain/formats';
import { Button, Group, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../api/api-client.ts';
import { notifySuccess } from '../../notifications/notify.ts';
import { indiceEntity } from './useRateIndexes.ts';

/**
 * A fixing added by hand: its day, typed in the user's order, and the rate in percent. The server
 * refuses a second value of the same day, and makes the latest the index's own.
 */
export function AddRateValueForm({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const queryClient = useQueryClient();
  const [dayText, setDayText] = useState('');
  const [rateText, setRateText] = useState('');
  const day = dayText.trim() === '' ? null : tryParseDateString(dayText.trim(), { locale });
  const rate = rateText.trim() === '' ? null : parsePercentage(rateText, { locale });
  const add = useMutation({
    mutationFn: () =>
      apiJson(indiceEntity?.apiPath ?? '', {
        method: 'POST',
        body: { indexCode: code, type: 'INTEREST_RATE', date: day?.toISOString(), value: rate },
      }),
    onSuccess: async () => {
      notifySuccess('Rate added');
      setDayText('');
      setRateText('');
      await queryClient.invalidateQueries({ queryKey: ['Indice', 'rates', code] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (day && rate !== null) add.mutate();
  };
  return (
    <form onSubmit={submit} aria-label={t('Add a rate')}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('Date')}
          value={dayText}
          onChange={(event) => setDayText(event.currentTarget.value)}
          error={dayText.trim() !== '' && !day ? t('Invalid date') : undefined}
          required
        />
        <TextInput
          label={t('Rate (%)')}
          inputMode="decimal"
          value={rateText}
          onChange={(event) => setRateText(event.currentTarget.value)}
          error={rateText.trim() !== '' && rate === null ? t('Invalid number') : undefined}
          required
        />
        <Button type="submit" mt={25} loading={add.isPending} disabled={!day || rate === null}>
          {t('Add')}
        </Button>
      </Group>
    </form>
  );
}
