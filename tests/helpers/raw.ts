import { REST_DELETE, REST_GET } from '@payloadcms/next/routes'

import type { TestApp } from './app'

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * A request whose answer is kept as bytes (downloads), through the same route handlers as
 * `app.api`; that helper decodes every body as text.
 */
export const rawRequest = async (
  app: TestApp,
  method: 'GET' | 'DELETE',
  pathname: string,
  token?: string,
): Promise<{ status: number; headers: Headers; bytes: Buffer }> => {
  const url = new URL(pathname, 'http://localhost:3000')
  const headers = new Headers()
  if (token) headers.set('Authorization', `Bearer ${token}`)
  const handler = (method === 'GET' ? REST_GET : REST_DELETE)(Promise.resolve(app.payload.config)) as Handler
  const slug = url.pathname
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  const response = await handler(new Request(url, { method, headers }), { params: Promise.resolve({ slug }) })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}
