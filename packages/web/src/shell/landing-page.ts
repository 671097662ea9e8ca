/** Where a signed-in user starts until the user configuration names a landing page. */
export const landingPage = '/persons';
