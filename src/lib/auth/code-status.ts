import { clock } from './clock'

type CodeLike = { active?: boolean | null; expiresAt?: string | null }

/** A code signs in (and keeps its sessions) only while it is active and not past its expiry. */
export const isCodeUsable = (code: CodeLike, now = clock.now()): boolean =>
  code.active === true && (!code.expiresAt || new Date(code.expiresAt).getTime() > now)
