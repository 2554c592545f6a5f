import { Activity } from 'react'
import type React from 'react'

/**
 * A part of the page React hydrates in a pass of its own, after the page's frame, in slices it can pause
 * between. A server-rendered `<Activity>` boundary is hydrated at React's lowest priority and interruptibly,
 * while the frame around it is hydrated in one uninterrupted task; unlike a Suspense boundary it never
 * streams its part separately, so the cached HTML keeps the page in order. Splitting the home page this way
 * keeps each task short on a slow phone (Lighthouse's Total Blocking Time). A tap on a part before its turn
 * makes React hydrate it at once and replay the tap.
 */
export function HydrationSlice({ children }: { children: React.ReactNode }) {
  return <Activity mode="visible">{children}</Activity>
}
