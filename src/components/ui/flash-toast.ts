import { toast } from './toast'

const KEY = 'pta_flash_toast'

type Flash = { title: string; description?: string }

/**
 * A success toast for the page a navigation is about to open. Going from the admin area to the public
 * site crosses root layouts, so the browser loads a new page and a toast shown here would go with the
 * old one; the next page's Toaster shows this one instead (sessionStorage, this tab only).
 */
export function flashToast(flash: Flash): void {
  sessionStorage.setItem(KEY, JSON.stringify(flash))
}

/** Called by the Toaster once it is mounted: shows a toast a previous page left for this one. */
export function showFlashToast(): void {
  const raw = sessionStorage.getItem(KEY)
  if (!raw) return
  sessionStorage.removeItem(KEY)
  try {
    const { title, description } = JSON.parse(raw) as Flash
    toast.success(title, { description })
  } catch {
    // not ours, or from an older version of the site: nothing to show
  }
}
