import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small S3-compatible server on 127.0.0.1 (path-style: /bucket/key) speaking the calls the
 * archive storage makes: PutObject, GetObject, HeadObject, ListObjectsV2 and DeleteObjects.
 * Signatures are not checked: it stands in for the outside service, not for its security.
 */
export const startS3Server = async (bucket: string) => {
  const objects = new Map<string, { body: Buffer; contentType: string }>()
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const [, bucketName, ...rest] = url.pathname.split('/')
    const key = decodeURIComponent(rest.join('/'))
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (bucketName !== bucket) {
        res.writeHead(404).end()
        return
      }
      const body = Buffer.concat(chunks)
      if (req.method === 'PUT' && key) {
        objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'application/octet-stream') })
        res.writeHead(200, { ETag: '"etag"' }).end()
      } else if ((req.method === 'GET' || req.method === 'HEAD') && key) {
        const object = objects.get(key)
        if (!object) {
          res.writeHead(404, { 'Content-Type': 'application/xml' }).end(req.method === 'GET' ? '<Error><Code>NoSuchKey</Code></Error>' : undefined)
          return
        }
        res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.body.length, ETag: '"etag"' })
        res.end(req.method === 'GET' ? object.body : undefined)
      } else if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? ''
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix))
        const contents = keys.map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)!.body.length}</Size></Contents>`).join('')
        res.writeHead(200, { 'Content-Type': 'application/xml' })
        res.end(`<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`)
      } else if (req.method === 'POST' && url.searchParams.has('delete')) {
        const keys = [...body.toString('utf8').matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!)
        for (const k of keys) objects.delete(k)
        res.writeHead(200, { 'Content-Type': 'application/xml' })
        res.end(`<?xml version="1.0" encoding="UTF-8"?><DeleteResult>${keys.map((k) => `<Deleted><Key>${k}</Key></Deleted>`).join('')}</DeleteResult>`)
      } else {
        res.writeHead(400).end()
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { endpoint: `http://127.0.0.1:${port}`, objects, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}
