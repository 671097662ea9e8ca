/**
 * The permission key an API call needs: 'read' for GET and HEAD, 'write' otherwise, followed by
 * the collection path, `/api/{domain}/{collection}`, whatever lies below it.
 *
 * @example routePermission('PATCH', '/api/person/persons/:id') // 'write /api/person/persons'
 */
export function routePermission(method: string, routePath: string): string {
  const verb = method === 'GET' || method === 'HEAD' ? 'read' : 'write';
  const collection = routePath.split('/').slice(0, 4).join('/');
  return `${verb} ${collection}`;
}
