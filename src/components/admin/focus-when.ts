'use client'

/**
 * Moves the keyboard to the element `find` returns, once it returns one: checked each frame for up to three
 * seconds, for a screen that `router.refresh()` is about to redraw (the button pressed is replaced, and
 * focus would otherwise fall back to the top of the page).
 */
export function focusWhen(find: () => HTMLElement | null, frames = 180): void {
  const step = (left: number) => {
    const target = find()
    if (target) target.focus()
    else if (left > 0) requestAnimationFrame(() => step(left - 1))
  }
  requestAnimationFrame(() => step(frames))
}
