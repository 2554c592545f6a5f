import type en from '../messages/en.json'
import type es from '../messages/es.json'

/**
 * Both message files must have exactly the same keys: a key missing (or extra) in either language
 * fails `npm run typecheck`. Values are strings in both, so the shapes compare key by key.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const messagesMatch: Same<typeof en, typeof es> = true
