'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { type FieldPath, FormProvider, useFieldArray, useForm } from 'react-hook-form'
import { toast } from '@/components/ui/toast'

import { saveSettingsAction } from '@/lib/admin/settings-actions'
import { siteSettingsSchema, type SiteSettingsInput } from '@/lib/validations/site-settings'

import { primaryButton, REQUIRED_NOTE } from './field'
import { useHydrated } from '@/components/forms/use-hydrated'

import { ACTION_FAILED, officerAction, SESSION_ENDED } from './session-client'
import { SettingsField, SettingsGroup } from './settings-fields'

const removeButton = 'min-h-11 rounded-full border-2 border-slate-300 px-3 text-sm font-bold text-slate-700 hover:bg-slate-50'
const addButton = 'min-h-11 rounded-full border-2 border-navy-800 px-4 text-sm font-bold text-navy-900 hover:bg-navy-800 hover:text-white'

/** One toast for the screen's saves: 'Settings saved' replaces an earlier 'Settings not saved'. */
const TOAST_ID = 'settings-save'

/** Edits the site-settings global; the same zod schema checks it here and in the server action. */
export function SettingsForm({ initial }: { initial: SiteSettingsInput }) {
  const router = useRouter()
  const hydrated = useHydrated()
  const form = useForm<SiteSettingsInput>({ resolver: zodResolver(siteSettingsSchema), defaultValues: initial, mode: 'onTouched' })
  const stats = useFieldArray({ control: form.control, name: 'stats' })
  const posts = useFieldArray({ control: form.control, name: 'instagram.postLinks' })
  const onSubmit = async (values: SiteSettingsInput) => {
    const result = await officerAction(() => saveSettingsAction(values))
    if (result === 'failed') {
      toast.error('Settings not saved', { id: TOAST_ID, description: ACTION_FAILED })
      return
    }
    if (result === 'session-ended' || (!result.ok && 'sessionEnded' in result)) {
      toast.error('Settings not saved', { id: TOAST_ID, description: SESSION_ENDED })
      return
    }
    if (!result.ok) {
      for (const [name, message] of Object.entries(result.fieldErrors)) form.setError(name as keyof SiteSettingsInput, { message })
      toast.error('Settings not saved', { id: TOAST_ID, description: 'Please correct the highlighted fields.' })
      return
    }
    form.reset(values)
    toast.success('Settings saved', { id: TOAST_ID, description: 'The public site shows the new values now.' })
    router.refresh()
  }
  /**
   * Removes a row and keeps focus in its list (the pressed button is gone, WCAG 2.4.3): on the row that
   * moved into its place, else the one before, else the list's Add button.
   */
  const removeRow = (list: typeof stats | typeof posts, i: number, first: (row: number) => FieldPath<SiteSettingsInput>, addId: string) => {
    const left = list.fields.length - 1
    list.remove(i)
    window.setTimeout(() => (left > 0 ? form.setFocus(first(Math.min(i, left - 1))) : document.getElementById(addId)?.focus()), 0)
  }
  const onInvalid = () => toast.error('Settings not saved', { id: TOAST_ID, description: 'Please correct the highlighted fields.' })
  return (
    <FormProvider {...form}>
      <form noValidate data-unsaved={form.formState.isDirty ? '' : undefined} onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="space-y-6">
        <p className="text-sm text-slate-700">{REQUIRED_NOTE}</p>
        <SettingsGroup id="links" title="External links" description="Must start with https://">
          <SettingsField name="links.membership" label="Membership registration" type="url" />
          <SettingsField name="links.spiritWear" label="Spirit wear shop" type="url" />
          <SettingsField name="links.emergencyKit" label="Emergency kit store" type="url" />
          <SettingsField name="links.sponsorship" label="Sponsorship store" type="url" />
          <SettingsField name="links.reflections" label="Reflections Program form" type="url" />
        </SettingsGroup>
        <SettingsGroup id="contact" title="Contact details">
          <SettingsField name="contact.schoolName" label="School name" />
          <SettingsField name="contact.ptaName" label="PTA name" />
          <SettingsField name="contact.email" label="Email" type="email" />
          <SettingsField name="contact.phone" label="Phone" type="tel" />
          <SettingsField name="contact.address" label="Address" className="sm:col-span-2" />
          <SettingsField name="contact.district" label="District" />
          <SettingsField name="contact.grades" label="Grades" />
          <SettingsField name="contact.meetingSchedule" label="Monthly meeting schedule" className="sm:col-span-2" />
        </SettingsGroup>
        <SettingsGroup
          id="spanish"
          title="Spanish"
          description="What the Spanish pages (/es) show for these. Left empty, they show the English above (or its Spanish starting text while the English is unchanged)."
        >
          <SettingsField name="contactEs.schoolName" label="School name in Spanish" lang="es" />
          <SettingsField name="contactEs.ptaName" label="PTA name in Spanish" lang="es" />
          <SettingsField name="contactEs.district" label="District in Spanish" lang="es" />
          <SettingsField name="contactEs.grades" label="Grades in Spanish" lang="es" />
          <SettingsField name="contactEs.meetingSchedule" label="Monthly meeting schedule in Spanish" lang="es" className="sm:col-span-2" />
        </SettingsGroup>
        <SettingsGroup id="school-year" title="School year and promotion">
          <SettingsField name="schoolYear" label="School year" hint="For example 2025-2026" />
          <SettingsField name="promoEndsAt" label="Fun-run pop-up stops showing on" type="date" hint="A date you choose ends it when that day begins at the school: its last day is the day before." />
        </SettingsGroup>
        <SettingsGroup title="Home page numbers" description="Up to four short numbers, such as 1000+ Families (Familias in Spanish).">
          {stats.fields.map((f, i) => (
            <div key={f.id} className="grid grid-cols-2 items-end gap-2 sm:col-span-2 sm:grid-cols-[1fr_2fr_2fr_auto]">
              <SettingsField name={`stats.${i}.value`} label={`Number ${i + 1}`} />
              <SettingsField name={`stats.${i}.label`} label={`Label ${i + 1}`} />
              <SettingsField name={`stats.${i}.labelEs`} label={`Label ${i + 1} in Spanish`} lang="es" className="col-span-2 sm:col-span-1" />
              <button type="button" className={`${removeButton} col-span-2 justify-self-start sm:col-span-1`} onClick={() => removeRow(stats, i, (row) => `stats.${row}.value`, 'add-number')}>Remove<span className="sr-only"> number {i + 1}</span></button>
            </div>
          ))}
          {stats.fields.length < 4 ? <div className="sm:col-span-2"><button type="button" id="add-number" className={addButton} onClick={() => stats.append({ value: '', label: '', labelEs: '' })}>Add a number</button></div> : null}
        </SettingsGroup>
        <SettingsGroup id="instagram" title="Instagram" description="Up to four post links are embedded instead of the fetched feed.">
          <SettingsField name="instagram.username" label="Username" className="sm:col-span-2" />
          {posts.fields.map((f, i) => (
            <div key={f.id} className="grid grid-cols-[1fr_auto] items-end gap-2 sm:col-span-2">
              <SettingsField name={`instagram.postLinks.${i}.url`} label={`Post link ${i + 1}`} type="url" />
              <button type="button" className={removeButton} onClick={() => removeRow(posts, i, (row) => `instagram.postLinks.${row}.url`, 'add-post-link')}>Remove<span className="sr-only"> post link {i + 1}</span></button>
            </div>
          ))}
          {posts.fields.length < 4 ? <div className="sm:col-span-2"><button type="button" id="add-post-link" className={addButton} onClick={() => posts.append({ url: '' })}>Add a post link</button></div> : null}
        </SettingsGroup>
        <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-slate-200 bg-slate-100/95 px-4 py-3 sm:mx-0 sm:rounded-xl">
          <button type="submit" disabled={!hydrated || form.formState.isSubmitting} className={primaryButton}>
            {form.formState.isSubmitting ? 'Saving...' : 'Save settings'}
          </button>
        </div>
      </form>
    </FormProvider>
  )
}
