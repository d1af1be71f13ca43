import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
// s3rver ships no types; its documented API is the constructor options, run() and close().
// @ts-expect-error -- no declaration file
import S3rver from 's3rver'

/**
 * A real S3-compatible server on 127.0.0.1 (s3rver, from npm): path-style buckets, SigV4
 * signatures checked with its fixed credentials (S3RVER / S3RVER), objects on disk in a temp
 * folder. `objects()` reads the bucket back through the AWS SDK, as an outside observer would.
 */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const

type S3rverInstance = { run: () => Promise<{ port: number }>; close: () => Promise<void> }

export const startS3Server = async (bucket: string) => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shennong-s3-'))
  const server = new (S3rver as new (options: Record<string, unknown>) => S3rverInstance)({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: S3_TEST_CREDENTIALS })
  /** Every object of the bucket: key → bytes. */
  const objects = async (): Promise<Map<string, Buffer>> => {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }))
    const found = new Map<string, Buffer>()
    for (const { Key } of listed.Contents ?? []) {
      if (!Key) continue
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }))
      found.set(Key, Buffer.from(await object.Body!.transformToByteArray()))
    }
    return found
  }
  return {
    endpoint,
    objects,
    close: async () => {
      client.destroy()
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
