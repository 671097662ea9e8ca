import { findEntityByRoute } from '@lessor/domain/entities';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntitySearchModal } from './EntitySearchModal.tsx';

interface Props {
  label: string;
  /** Client route of the entity the registration names. */
  route: string;
  /** Roles a chosen person must hold. */
  roles?: readonly string[] | undefined;
  value: string;
  onChange(value: string): void;
}

/** A registration typed, or chosen in the entity search modal (persons limited to their roles). */
export function ReferenceSearchInput({ label, route, roles, value, onChange }: Props) {
  const { t } = useTranslation();
  const [searching, setSearching] = useState(false);
  const entity = findEntityByRoute(route);
  return (
    <Group align="end" gap={4} wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        style={{ flex: 1 }}
      />
      {entity && (
        <Button
          variant="default"
          onClick={() => setSearching(true)}
          aria-label={t('Search for {{label}}', { label })}
        >
          {t('Search')}
        </Button>
      )}
      {entity && searching && (
        <EntitySearchModal
          entity={entity}
          title={label}
          fixedFilters={roles ? { 'roles.role': roles.join(',') } : {}}
          onChoose={([record]) => {
            if (record) onChange(record.registration);
            setSearching(false);
          }}
          onClose={() => setSearching(false)}
        />
      )}
    </Group>
  );
}
