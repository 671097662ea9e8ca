/**
 * The scripts the product ships, run by name when the tenant has no script of that name
 * (docs/scripts.md): each is the code a tenant's own would be, and a tenant replaces one by
 * saving an active Script of the same name.
 */
export const builtInScripts: Readonly<Record<string, string>> = {
  // foundation.md §7: opened in a new tab with `?who=`; the simplest check that scripts run.
  'hello-world': `function execute(params, context) {
  const who = typeof params.who === 'string' && params.who !== '' ? params.who : context.user.username;
  return { message: 'Hello ' + who + '!', tenant: context.user.tenant };
}`,
};
