import type { EntityDefinition } from '@lessor/domain/entities';
import { isVisible } from '@lessor/domain/fields';
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { FieldGrid } from '../fields/FieldGrid.tsx';
import { FormContext } from '../fields/FormContext.tsx';
import type { EntityRecordController } from './useEntityRecordController.ts';

interface Props {
  entity: EntityDefinition;
  controller: EntityRecordController;
  onSave(): void;
}

/** The record's form: one card per declared section, and Save (also Ctrl/Cmd+S). */
export function EntityFormView({ entity, controller, onSave }: Props) {
  // Ctrl/Cmd+S saves even while typing in a field (foundation.md §2).
  useHotkeys([['mod+S', onSave]], []);

  if (controller.isLoading) return <Loader aria-label="Loading" />;
  if (controller.loadError) {
    return (
      <Stack>
        <Alert color="red" title={`${entity.label} not found`}>
          {controller.loadError.message}
        </Alert>
        <Anchor component={Link} to={`/${entity.pluralRoute}`}>
          Back to {entity.pluralLabel.toLowerCase()}
        </Anchor>
      </Stack>
    );
  }

  const title = controller.record
    ? displayLabel(controller.record.name ?? '', controller.record.registration)
    : `New ${entity.label.toLowerCase()}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };

  return (
    <FormContext.Provider value={{ errorFor: controller.errorFor, readOnly: false }}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="md">
          <Group justify="space-between">
            <div>
              <Anchor component={Link} to={`/${entity.pluralRoute}`} size="sm">
                {entity.pluralLabel}
              </Anchor>
              <Title order={1}>{title}</Title>
            </div>
            <Button type="submit" loading={controller.isSaving}>
              Save
            </Button>
          </Group>
          {controller.saveError && (
            <Alert color="red" title="Not saved">
              {controller.saveError.message}
            </Alert>
          )}
          {entity.form
            .filter((section) => isVisible(section, controller.values))
            .map((section) => (
              <Paper key={section.title} withBorder p="md" component="section" aria-label={section.title}>
                <Title order={2} size="h4" mb="sm">
                  {section.title}
                </Title>
                <FieldGrid
                  fields={entity.fields}
                  names={section.fields}
                  values={controller.values}
                  onChange={controller.setField}
                />
              </Paper>
            ))}
          {controller.record && (
            <Text size="xs">
              Created by {controller.record._insertUser} on{' '}
              {new Date(controller.record._insertDate).toLocaleString()} · updated by{' '}
              {controller.record._updateUser} on {new Date(controller.record._updateDate).toLocaleString()}
            </Text>
          )}
        </Stack>
      </form>
    </FormContext.Provider>
  );
}

/** Name plus registration in parentheses when both exist and differ (foundation.md §3). */
function displayLabel(name: string, registration: string): string {
  return name && name !== registration ? `${name} (${registration})` : registration;
}
