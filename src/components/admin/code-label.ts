import { INITIAL_CODE_LABEL } from '@/lib/auth/ensure-initial-code'

/** How officers see a code's label: the install-time code gets a plain name instead of its technical one. */
export const codeDisplayLabel = (label: string): string => (label === INITIAL_CODE_LABEL ? 'Set up at install' : label)
