import type { CurrentUser, TotpChallenge } from '@lessor/domain/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { oidcStorage } from '../api/oidc-storage.ts';
import { finishOidcSignIn, startOidcSignIn } from './oidc-sign-in.ts';
import { followProviderLogout } from './provider-logout.ts';
import { keepSamlSession, startSamlSignIn } from './saml-sign-in.ts';
import { isTotpChallenge, signInWithToken, signInWithTotp } from './token-sign-in.ts';

const signInParameters = [
  'token',
  'code',
  'state',
  'iss',
  'session_state',
  'oidc',
  'autoOidc',
  'saml',
  'sessionIndex',
  'nameId',
];
const oidcFailure = 'Cannot authenticate user with OIDC';
const samlFailure = 'Cannot authenticate user with SAML';

/**
 * The sign-in steps of the login page: a token from the address or typed, the TOTP step, the return
 * from the OIDC provider and the redirect to it. Sign-in parameters leave the address at once.
 */
export function useSignInFlow(landingPage: string) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<TotpChallenge | null>(null);
  const started = useRef(false);
  const redirect = searchParams.get('redirect') || landingPage;

  const signedIn = (user: CurrentUser, target = redirect) => {
    queryClient.clear();
    queryClient.setQueryData(['currentUser'], user);
    navigate(target, { replace: true });
  };
  const run = async (work: () => Promise<void>, failure?: string) => {
    setPending(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(failure ?? (caught instanceof Error ? caught.message : String(caught)));
    } finally {
      setPending(false);
    }
  };

  const withToken = (token: string, failure?: string) =>
    run(async () => {
      const answer = await signInWithToken(token);
      if (isTotpChallenge(answer)) setChallenge(answer);
      else signedIn(answer);
    }, failure);
  const withTotp = (code: string) =>
    run(async () => {
      if (challenge) signedIn(await signInWithTotp(challenge.totpToken, code));
    });
  const withSso = (oidcId: string) => {
    // A manual start clears the auto-OIDC disable flag (foundation.md §4).
    oidcStorage.setAutoOidcDisabled(false);
    return run(() => startOidcSignIn(oidcId, redirect), oidcFailure);
  };
  const withSaml = (samlId: string) => run(() => startSamlSignIn(samlId));

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const parameters = new URLSearchParams(searchParams);
    const rest = new URLSearchParams(searchParams);
    for (const name of signInParameters) rest.delete(name);
    if (signInParameters.some((name) => parameters.has(name))) setSearchParams(rest, { replace: true });
    const autoOidc = parameters.get('autoOidc');
    if (autoOidc === '0' || autoOidc === 'false') oidcStorage.setAutoOidcDisabled(true);
    if (autoOidc === '1' || autoOidc === 'true') oidcStorage.setAutoOidcDisabled(false);

    const token = parameters.get('token');
    const oidc = parameters.get('oidc');
    const saml = parameters.get('saml');
    if (!parameters.has('code') && !token && followProviderLogout(parameters.get('expired') === '1')) {
      setSigningOut(true);
      return;
    }
    if (parameters.has('code')) {
      void run(async () => {
        const back = await finishOidcSignIn(parameters);
        if (back.kind === 'signed-in') signedIn(back.user, back.originalUrl);
        if (back.kind === 'restart') await startOidcSignIn(back.oidcId, back.originalUrl);
      }, oidcFailure);
    } else if (token && saml) {
      // A failed SAML token sign-in ends in the logout handling: nothing of it is kept.
      keepSamlSession(parameters);
      void withToken(token, samlFailure);
    } else if (token) void withToken(token);
    else if (saml) void withSaml(saml);
    else if (oidc && !oidcStorage.isAutoOidcDisabled())
      void run(() => startOidcSignIn(oidc, redirect), oidcFailure);
  });

  return { pending, signingOut, error, challenge, withToken, withTotp, withSso, withSaml };
}
