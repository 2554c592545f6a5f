/** A photo-feed post as the site's function answers it (SPEC §3). */
export type FeedPost = { permalink: string; imageUrl: string; caption: string }

/** The photo-feed function's answer (SPEC §7 call 5): posts, or no posts and an error. */
export type FeedAnswer = { posts: FeedPost[]; error?: string }

/** SPEC §8: the internal failure message; the home block shows its own text instead. */
export const FEED_ERROR = 'Could not load the Instagram feed.'

/** SPEC §9: the default number of posts; the function never answers more than MAX_LIMIT. */
export const DEFAULT_LIMIT = 6
export const MAX_LIMIT = 12
