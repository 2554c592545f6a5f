'use client'

import { useCallback, useEffect, useState } from 'react'
import { toast } from '@/components/ui/toast'

import { deleteAnnouncement, listAnnouncements, reasonOf, updateAnnouncement, type AnnouncementList } from './announcements-api'

const empty: AnnouncementList = { docs: [], page: 1, totalPages: 1, totalDocs: 0 }

/** The admin list: one page at a time (so 10,000 rows stay fast), with toggle and delete (SPEC §4, §8). */
export function useAnnouncements() {
  const [page, setPage] = useState(1)
  const [list, setList] = useState<AnnouncementList>(empty)
  const [loading, setLoading] = useState(true)
  // The list could not be read: the screen says so (not "No announcements created") and offers to try again.
  const [failed, setFailed] = useState(false)
  const [version, setVersion] = useState(0)

  useEffect(() => {
    let cancelled = false
    listAnnouncements(page)
      .then((result) => {
        if (cancelled) return
        // A page emptied by a delete: step back to the last page that has rows.
        if (!result.docs.length && page > 1) setPage(Math.max(1, result.totalPages))
        else setList(result)
        setFailed(false)
      })
      .catch(() => {
        if (cancelled) return
        toast.error('Error', { description: 'Failed to load announcements' })
        setFailed(true)
      })
      .finally(() => {
        if (!cancelled) setLoading(false)
      })
    return () => {
      cancelled = true
    }
  }, [page, version])

  const reload = useCallback(() => setVersion((v) => v + 1), [])
  const retry = useCallback(() => {
    setLoading(true)
    reload()
  }, [reload])

  const toggle = useCallback(
    async (id: number, active: boolean) => {
      try {
        await updateAnnouncement(id, { active: !active })
        toast.success(active ? 'Announcement deactivated successfully' : 'Announcement activated successfully')
        reload()
      } catch (err) {
        toast.error('Failed to change announcement status', { description: reasonOf(err) })
      }
    },
    [reload],
  )

  /** True once deleted (the row, and the button that had focus, are gone). */
  const remove = useCallback(
    async (id: number): Promise<boolean> => {
      try {
        await deleteAnnouncement(id)
        toast.success('Announcement deleted successfully')
        reload()
        return true
      } catch (err) {
        toast.error('Failed to delete announcement', { description: reasonOf(err) })
        return false
      }
    },
    [reload],
  )

  return { list, page, setPage, loading, failed, reload, retry, toggle, remove }
}
