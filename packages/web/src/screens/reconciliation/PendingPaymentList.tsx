import { formatDate } from '@lessor/domain/formats';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from './money.ts';
import type { PendingPayment } from './pending-payment.ts';

interface Props {
  payments: readonly PendingPayment[];
  selected: PendingPayment | undefined;
  onSelect(index: number): void;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Where a key moves the selection among `count` payments, if it moves it. */
function movedTo(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowDown') return Math.min(index + 1, count - 1);
  if (key === 'ArrowUp') return Math.max(index - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/**
 * The payments waiting for a clerk, oldest first: a list box whose arrows, Home and End move the
 * selection, one tab stop for the whole list.
 */
export function PendingPaymentList({ payments, selected, onSelect }: Props) {
  const { t, i18n } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const selectedIndex = selected ? payments.indexOf(selected) : -1;
  const onKeyDown = (event: KeyboardEvent) => {
    const next = movedTo(event.key, Math.max(selectedIndex, 0), payments.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    list.current?.querySelectorAll<HTMLElement>('[role="option"]')[next]?.focus();
  };
  return (
    <Stack gap={6} role="listbox" aria-label={t('Payments to reconcile')} ref={list} onKeyDown={onKeyDown}>
      {payments.map((payment, index) => {
        const { record, money, amount, left } = payment;
        const isSelected = payment === selected;
        return (
          <Paper
            key={record._id}
            role="option"
            aria-selected={isSelected}
            tabIndex={isSelected || (selectedIndex === -1 && index === 0) ? 0 : -1}
            withBorder
            p="xs"
            bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}
            style={{ cursor: 'pointer' }}
            onClick={() => onSelect(index)}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600} truncate>
                {text(record.counterparty) ||
                  t(payment.side === 'payable' ? 'Unknown payee' : 'Unknown payer')}
              </Text>
              {/* Money paid out reads as it leaves the account, below zero. */}
              <Text size="sm" fw={600}>
                {formatMinorUnits(payment.side === 'payable' ? -amount : amount, money, i18n.language)}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="xs">{formatDate(new Date(text(record.date)), i18n.language)}</Text>
              <Text size="xs">
                {t('Left to allocate: {{amount}}', { amount: formatMinorUnits(left, money, i18n.language) })}
              </Text>
            </Group>
            <Text size="xs" c="dimmed" truncate>
              {text(record.remittance) || t('No remittance information')}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
