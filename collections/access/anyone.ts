import type { Access } from 'payload'

/** Open to everyone. Only for data that is public by nature (site settings, published images). */
export const anyone: Access = () => true
