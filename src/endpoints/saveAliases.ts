import type { Endpoint } from 'payload'

/**
 * The spec's generic CRUD lists `POST /shennong/{module}/save` beside `POST /shennong/{module}`.
 * Every back-office resource that is both listed (`GET /shennong/{module}`) and saved
 * (`POST /shennong/{module}`) answers the `/save` path with the same handler, guard included;
 * a module that declares its own `/save` (the trees) keeps it.
 */
export const withSaveAliases = (endpoints: Endpoint[]): Endpoint[] => {
  const key = (method: string, path: string) => `${method.toLowerCase()} ${path}`
  const declared = new Set(endpoints.map((item) => key(item.method, item.path)))
  const resource = /^\/shennong\/[a-z0-9-]+$/
  const aliases = endpoints
    .filter((item) => item.method.toLowerCase() === 'post' && resource.test(item.path))
    .filter((item) => declared.has(key('get', item.path)) && !declared.has(key('post', `${item.path}/save`)))
    .map((item) => ({ ...item, path: `${item.path}/save` }))
  return [...endpoints, ...aliases]
}
