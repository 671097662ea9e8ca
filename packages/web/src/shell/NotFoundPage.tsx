import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack gap="sm">
      <Title order={1}>Page not found</Title>
      <Text>This address shows nothing in Lessor.</Text>
      <Anchor component={Link} to="/">
        Back to the start page
      </Anchor>
    </Stack>
  );
}
