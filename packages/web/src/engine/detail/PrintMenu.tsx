import { printPath, printTemplatesOf } from '@lessor/domain/api';
import { Button, Menu } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../api/api-client.ts';
import { openBlob } from '../fields/file-storage.ts';

/**
 * A saved record's Print: the built-in layouts of its entity (docs/printing.md), each opening the
 * PDF the server prints in a new tab. Nothing shows for an entity without layouts.
 */
export function PrintMenu({ entityName, apiPath, id }: { entityName: string; apiPath: string; id: string }) {
  const { t } = useTranslation();
  const print = useMutation({
    mutationFn: async (template: string) => (await apiFetch(printPath(apiPath, id, template))).blob(),
    onSuccess: openBlob,
  });
  const templates = printTemplatesOf(entityName);
  if (templates.length === 0) return null;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" loading={print.isPending}>
          {t('Print')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {templates.map((template) => (
          <Menu.Item key={template.name} onClick={() => print.mutate(template.name)}>
            {t(template.title)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
