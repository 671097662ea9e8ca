import { Kbd, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shortcuts } from './shortcuts.ts';

/** The `?` overlay: every keyboard shortcut, where it works and who may use it. */
export function ShortcutsHelp({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Keyboard shortcuts')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Table aria-label={t('Keyboard shortcuts')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('Keys')}</Table.Th>
            <Table.Th scope="col">{t('Action')}</Table.Th>
            <Table.Th scope="col">{t('Where')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shortcuts.map((shortcut) => (
            <Table.Tr key={`${shortcut.action}-${shortcut.where}`}>
              <Table.Td>
                {shortcut.keys.map((keys, index) => (
                  <Text span key={keys} size="sm">
                    {index > 0 && ` ${t('or')} `}
                    <Kbd>{keys}</Kbd>
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>
                {t(shortcut.description)}
                {shortcut.restriction === 'admins' && ` (${t('admins only')})`}
              </Table.Td>
              <Table.Td>{t(shortcut.where)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
