const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The demo identity provider's sign-in page. */
export function samlLoginPage(state: { samlRequest: string; relayState: string; error?: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Demo SAML sign-in</title></head>
<body><main><h1>Demo SAML identity provider</h1>
${state.error ? `<p role="alert">${escapeHtml(state.error)}</p>` : ''}
<form method="post" action="/sso">
<input type="hidden" name="SAMLRequest" value="${escapeHtml(state.samlRequest)}">
<input type="hidden" name="RelayState" value="${escapeHtml(state.relayState)}">
<p><label for="username">Username</label> <input id="username" name="username" autocomplete="username" required></p>
<p><label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><button type="submit">Sign in</button></p>
</form></main></body></html>`;
}

/** Posts the signed response to the service provider, as the POST binding does. */
export function samlPostPage(action: string, samlResponse: string, relayState: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head>
<body onload="document.forms[0].submit()"><main><form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="SAMLResponse" value="${escapeHtml(samlResponse)}">
<input type="hidden" name="RelayState" value="${escapeHtml(relayState)}">
<noscript><button type="submit">Continue</button></noscript>
</form></main></body></html>`;
}
