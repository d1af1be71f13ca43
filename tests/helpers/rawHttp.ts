import http from 'node:http'
import zlib from 'node:zlib'

/** An answer's bytes as sent (fetch would decode them), and its headers. */
export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

/** GET `url` with `headers`, keeping the body as the server encoded it. */
export const rawGet = (url: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
    request.on('error', reject)
  })

/** The JSON of an answer, decoded from br or gzip as its Content-Encoding says. */
export const decodedJson = ({ headers, body }: RawAnswer): unknown => {
  const encoding = headers['content-encoding']
  const plain = encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body
  return JSON.parse(plain.toString('utf8'))
}
