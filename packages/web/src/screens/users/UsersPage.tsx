import { apiPaths, type User, type UserInput } from '@lessor/domain/api';
import { Alert, Button, Group, Loader, Modal, Stack, Table, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiJson } from '../../api/api-client.ts';
import { OrganisationDiagram } from './OrganisationDiagram.tsx';
import { UserForm } from './UserForm.tsx';
import { useOpenedUserRow } from './useOpenedUserRow.ts';
import { cellText } from './user-columns.ts';
import { usersQueryKey, useUsersScreen } from './useUsersScreen.ts';

/**
 * The users screen: the tenant's users, a form to add one for those who may, and the relations
 * diagram of the signed-in user's person.
 */
export function UsersPage() {
  const screen = useUsersScreen();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const openedRow = useOpenedUserRow();
  const create = useMutation({
    mutationFn: (user: UserInput) => apiJson<User>(apiPaths.users, { method: 'POST', body: user }),
    onSuccess: async () => {
      setAdding(false);
      await queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>Users</Title>
        {screen.canAdd && <Button onClick={() => setAdding(true)}>Add</Button>}
      </Group>
      {screen.users.isError && <Alert color="red">{screen.users.error.message}</Alert>}
      {screen.users.isPending ? (
        <Loader role="status" aria-label="Loading" />
      ) : (
        // A table wider than the page scrolls; its viewport takes the focus so that a keyboard scrolls it too.
        <Table.ScrollContainer minWidth={700} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
          <Table striped aria-label="Users">
            <Table.Thead>
              <Table.Tr>
                {screen.columns.map((column) => (
                  <Table.Th key={column.field}>{column.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(screen.users.data ?? []).map((user) => (
                <Table.Tr key={user.username} {...openedRow.rowProps(user.username)}>
                  {screen.columns.map((column) => (
                    <Table.Td key={column.field}>{cellText(user, column.field)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <OrganisationDiagram personRegistration={screen.personRegistration} onUser={openedRow.open} />
      <Modal
        opened={adding}
        onClose={() => setAdding(false)}
        title="New user"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {create.isError && <Alert color="red">{create.error.message}</Alert>}
        <UserForm
          isAdmin={screen.isAdmin}
          saving={create.isPending}
          onSave={(user) => create.mutate(user)}
          onCancel={() => setAdding(false)}
        />
      </Modal>
    </Stack>
  );
}
