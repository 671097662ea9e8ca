import { javascript } from '@codemirror/lang-javascript';
import { MergeView } from '@codemirror/merge';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { formatDateTime } from '@lessor/domain/formats';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { basicSetup } from 'codemirror';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '../../api/api-client.ts';
import { type ScriptVersion, scriptVersions } from './scripts-api.ts';

interface Props {
  registration: string;
  /** The code in the editor, which a version is compared with. */
  current: string;
  /** The record's version: a save lists its own version at once. */
  recordVersion: number | undefined;
  onRestore: (version: ScriptVersion) => void;
}

/**
 * The versions of a script's code, newest first, from its history: who saved each and when, a
 * comparison of each with the code in the editor, and its restoring (saved as a new version, so that
 * nothing is lost).
 */
export function ScriptVersions({ registration, current, recordVersion, onRestore }: Props) {
  const { t, i18n } = useTranslation();
  const [compared, setCompared] = useState<ScriptVersion | null>(null);
  const versions = useQuery({
    queryKey: ['Script', 'versions', registration, recordVersion],
    queryFn: () => scriptVersions(registration),
  });
  if (versions.isPending) return <Loader size="sm" role="status" aria-label={t('Loading')} />;
  if (versions.error) return <Alert color="red">{versions.error.message}</Alert>;
  if (versions.data.length === 0) return <Text size="sm">{t('No data')}</Text>;
  return (
    <>
      <Table aria-label={t('Versions')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('Saved')}</Table.Th>
            <Table.Th scope="col">{t('By')}</Table.Th>
            <Table.Th scope="col">{t('Actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {versions.data.map((version, index) => {
            const when = formatDateTime(new Date(version.date), i18n.language, { timeZone: browserTimeZone });
            return (
              <Table.Tr key={version.id}>
                <Table.Td>{index === 0 ? `${when} (${t('latest')})` : when}</Table.Td>
                <Table.Td>{version.username}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setCompared(version)}
                      aria-label={t('Compare the version of {{date}}', { date: when })}
                    >
                      {t('Compare')}
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={version.code === current}
                      onClick={() => onRestore(version)}
                      aria-label={t('Restore the version of {{date}}', { date: when })}
                    >
                      {t('Restore')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Modal
        opened={compared !== null}
        onClose={() => setCompared(null)}
        title={t('Saved version and the code in the editor')}
        size="90%"
      >
        {compared && (
          <Stack>
            <CodeDiff before={compared.code} after={current} />
          </Stack>
        )}
      </Modal>
    </>
  );
}

/** Two codes side by side, what changed marked, neither editable. */
function CodeDiff({ before, after }: { before: string; after: string }) {
  const parent = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!parent.current) return;
    const readOnly = [basicSetup, javascript(), EditorState.readOnly.of(true), EditorView.editable.of(false)];
    const view = new MergeView({
      a: { doc: before, extensions: readOnly },
      b: { doc: after, extensions: readOnly },
      parent: parent.current,
    });
    return () => view.destroy();
  }, [before, after]);
  return <div ref={parent} data-testid="code-diff" />;
}
