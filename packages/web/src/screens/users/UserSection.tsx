import { Card, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** A titled card of a user's page, named by its title for assistive technologies. */
export function UserSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
