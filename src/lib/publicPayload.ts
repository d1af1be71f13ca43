import config from '@payload-config'
import { type Payload, getPayload } from 'payload'

/** The Local API for the public site's server components. */
export const publicPayload = (): Promise<Payload> => getPayload({ config })
