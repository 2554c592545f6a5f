import type { Access } from 'payload'

/** Closed to every request, signed in or not. Server code that needs the data uses overrideAccess. */
export const nobody: Access = () => false
