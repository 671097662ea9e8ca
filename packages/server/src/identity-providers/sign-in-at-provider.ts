/**
 * Plays the browser at an OIDC provider's sign-in page: follows the authorization URL, posts the
 * login form, and answers the URL the provider sends the user back to. For tests and benchmarks.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  credentials: { login: string; password: string },
): Promise<URL> {
  const cookies = new Map<string, string>();
  const call = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...init.headers,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  let location = authorizationUrl;
  for (let step = 0; step < 10; step++) {
    const response = await call(location);
    const next = response.headers.get('location');
    if (next) {
      const target = new URL(next, location);
      if (target.origin !== new URL(authorizationUrl).origin) return target;
      location = target.href;
      continue;
    }
    // The sign-in page: post its form.
    const form = new URLSearchParams({ prompt: 'login', ...credentials });
    const posted = await call(location, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const after = posted.headers.get('location');
    if (!after)
      throw new Error(`The provider answered ${posted.status} to the sign-in form: ${await posted.text()}`);
    if (new URL(after, location).href === location) throw new Error('The provider refused the credentials');
    location = new URL(after, location).href;
  }
  throw new Error('The provider never sent the user back');
}
