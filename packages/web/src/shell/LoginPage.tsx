import { Alert, Button, Center, Divider, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TotpStep } from '../auth/TotpStep.tsx';
import { useHostConfiguration } from '../auth/useHostConfiguration.ts';
import { useSignInFlow } from '../auth/useSignInFlow.ts';
import { landingPage } from './landing-page.ts';

/**
 * The sign-in page: SSO through the host's OIDC provider, a one-time token (from the address,
 * removed from it at once, or pasted), then the TOTP step for users with MFA.
 */
export function LoginPage() {
  const [searchParams] = useSearchParams();
  const host = useHostConfiguration().data;
  const flow = useSignInFlow(landingPage);
  const [typedToken, setTypedToken] = useState('');
  const expired = searchParams.get('expired') === '1';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (typedToken.trim()) void flow.withToken(typedToken.trim());
  };

  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" w={420}>
        <Stack>
          <Title order={1} size="h2">
            {host?.windowTitle ? `Sign in to ${host.windowTitle}` : 'Sign in to Lessor'}
          </Title>
          {expired && !flow.pending && <Alert color="yellow">Session has expired</Alert>}
          {flow.error && (
            <Alert color="red" title="Cannot sign in">
              {flow.error}
            </Alert>
          )}
          {flow.signingOut ? (
            <Text>Signing out…</Text>
          ) : flow.pending ? (
            <Text>Signing in…</Text>
          ) : flow.challenge ? (
            <TotpStep username={flow.challenge.username} onSubmit={(code) => void flow.withTotp(code)} />
          ) : (
            <>
              {host?.oidc && (
                <Button onClick={() => host.oidc && void flow.withSso(host.oidc)}>Sign in with SSO</Button>
              )}
              {host?.saml && (
                <Button variant="default" onClick={() => host.saml && void flow.withSaml(host.saml)}>
                  Sign in with SAML
                </Button>
              )}
              {(host?.oidc || host?.saml) && <Divider />}
              <form onSubmit={onSubmit}>
                <Stack>
                  <Text size="sm">Open the sign-in link you were given, or paste its token here.</Text>
                  <TextInput
                    label="Sign-in token"
                    value={typedToken}
                    onChange={(event) => setTypedToken(event.currentTarget.value)}
                  />
                  <Button type="submit" variant={host?.oidc || host?.saml ? 'default' : 'filled'}>
                    Sign in
                  </Button>
                </Stack>
              </form>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
