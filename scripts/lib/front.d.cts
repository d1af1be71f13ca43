// Types of scripts/lib/front.cjs, for the tests that put the production server's front before
// their own servers.
import type http from 'node:http'

export type Front = (req: http.IncomingMessage, res: http.ServerResponse) => boolean
export declare const frontOf: (options: { trustProxy: boolean }) => Front
export declare const recordListener: (server: http.Server) => void
export declare const proxyHopsOf: (value: string | undefined) => number
export declare const trustsProxy: (value: string | undefined) => boolean
