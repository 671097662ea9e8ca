import { Alert, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { landingPage } from './landing-page.ts';
import { useSignIn } from './useSignIn.ts';

/**
 * The sign-in page. A `token` in the address signs in at once and is removed from the address
 * first, so it stays in no history entry; otherwise a token can be pasted.
 */
export function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [typedToken, setTypedToken] = useState('');
  const consumed = useRef<string | null>(null);
  const linkToken = searchParams.get('token');
  const expired = searchParams.get('expired') === '1';

  const submit = (token: string) =>
    signIn.mutate(token, {
      onSuccess: () => navigate(searchParams.get('redirect') || landingPage, { replace: true }),
    });

  useEffect(() => {
    if (!linkToken || consumed.current === linkToken) return;
    consumed.current = linkToken;
    const rest = new URLSearchParams(searchParams);
    rest.delete('token');
    setSearchParams(rest, { replace: true });
    submit(linkToken);
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typedToken.trim()) submit(typedToken.trim());
  };

  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={420}>
        <form onSubmit={onSubmit}>
          <Stack>
            <Title order={1} size="h2">
              Sign in to Lessor
            </Title>
            {expired && !signIn.isPending && <Alert color="yellow">Session has expired</Alert>}
            {signIn.isError && (
              <Alert color="red" title="Cannot sign in">
                {signIn.error.message}
              </Alert>
            )}
            {signIn.isPending ? (
              <Text>Signing in…</Text>
            ) : (
              <>
                <Text size="sm">Open the sign-in link you were given, or paste its token here.</Text>
                <TextInput
                  label="Sign-in token"
                  value={typedToken}
                  onChange={(event) => setTypedToken(event.currentTarget.value)}
                />
                <Button type="submit">Sign in</Button>
              </>
            )}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
