import type { FeedPost } from './types'

export type FeedView = { state: 'error' } | { state: 'empty' } | { state: 'loaded'; posts: FeedPost[] }

const isPost = (p: unknown): p is FeedPost => {
  const post = p as Partial<FeedPost> | null
  return (
    typeof post?.permalink === 'string' &&
    post.permalink.startsWith('https://') &&
    typeof post.imageUrl === 'string' &&
    post.imageUrl.startsWith('https://') &&
    typeof post.caption === 'string'
  )
}

/** What the home block shows for an answer of /api/photo-feed (SPEC §4): error, empty or the posts. */
export function feedViewFromAnswer(ok: boolean, body: unknown): FeedView {
  const answer = body as { posts?: unknown; error?: unknown } | null
  if (!ok || !answer || typeof answer !== 'object' || answer.error || !Array.isArray(answer.posts)) return { state: 'error' }
  const posts = answer.posts.filter(isPost)
  if (posts.length !== answer.posts.length) return { state: 'error' }
  return posts.length ? { state: 'loaded', posts } : { state: 'empty' }
}
