import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The shared Payload instance for server code (pages, route handlers, scripts). */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
