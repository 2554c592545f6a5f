/** The time used for session and code expiry. Tests replace `now` to move the clock. */
export const clock = { now: (): number => Date.now() }
