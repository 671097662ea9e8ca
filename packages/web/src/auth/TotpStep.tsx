import { Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

/** The second factor: the six digits the user's authenticator application shows. */
export function TotpStep({ username, onSubmit }: { username: string; onSubmit: (code: string) => void }) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        <Text size="sm">Enter the code your authenticator application shows for {username}.</Text>
        <TextInput
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          data-autofocus
        />
        <Button type="submit">Verify</Button>
      </Stack>
    </form>
  );
}
