import {
  type PrintTemplateChoice,
  printPath,
  printTemplatesOf,
  printTemplatesPath,
} from '@lessor/domain/api';
import { Button, Menu } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFetch, apiJson } from '../../api/api-client.ts';
import { downloadBlob } from '../../api/download-blob.ts';
import { openBlob } from '../fields/file-storage.ts';

/** What one menu item prints: a PDF opened in a new tab, or the filled Word file saved. */
interface PrintRequest {
  template: string;
  format: 'pdf' | 'docx';
}

/** The file name a response offers in its Content-Disposition, for a download to keep it. */
const offeredName = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

/**
 * A saved record's Print (docs/printing.md): the built-in layouts of its entity, each opening the
 * PDF the server prints in a new tab, and the tenant's Word templates for it, each as a PDF or as
 * the filled Word file. Nothing shows for an entity with neither.
 */
export function PrintMenu({ entityName, apiPath, id }: { entityName: string; apiPath: string; id: string }) {
  const { t } = useTranslation();
  const choices = useQuery({
    queryKey: ['print-templates', apiPath],
    queryFn: () => apiJson<PrintTemplateChoice[]>(printTemplatesPath(apiPath)),
    // Until the server answers, the built-in layouts are known already.
    placeholderData: printTemplatesOf(entityName).map(({ name, title }) => ({
      name,
      title,
      kind: 'built-in' as const,
    })),
  });
  const print = useMutation({
    mutationFn: async ({ template, format }: PrintRequest) => {
      const query = format === 'docx' ? '?format=docx' : '';
      const response = await apiFetch(`${printPath(apiPath, id, template)}${query}`);
      return { format, blob: await response.blob(), name: offeredName(response, `${id}.${format}`) };
    },
    onSuccess: ({ format, blob, name }) => (format === 'docx' ? downloadBlob(blob, name) : openBlob(blob)),
  });
  const templates = choices.data ?? [];
  if (templates.length === 0) return null;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="default" loading={print.isPending}>
          {t('Print')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {templates.map((template) =>
          template.kind === 'built-in' ? (
            <Menu.Item
              key={template.name}
              onClick={() => print.mutate({ template: template.name, format: 'pdf' })}
            >
              {t(template.title)}
            </Menu.Item>
          ) : (
            [
              <Menu.Item
                key={`${template.name} pdf`}
                onClick={() => print.mutate({ template: template.name, format: 'pdf' })}
              >
                {t('{{template}} (PDF)', { template: template.title })}
              </Menu.Item>,
              <Menu.Item
                key={`${template.name} docx`}
                onClick={() => print.mutate({ template: template.name, format: 'docx' })}
              >
                {t('{{template}} (Word)', { template: template.title })}
              </Menu.Item>,
            ]
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
