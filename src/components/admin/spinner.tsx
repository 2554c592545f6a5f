/** SPEC §2: the spinner shown while the admin session is checked. */
export function AuthSpinner() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-slate-700">
      <span aria-hidden="true" className="h-10 w-10 animate-spin rounded-full border-4 border-slate-300 border-t-navy-800" />
      <p className="font-semibold">Verifying authentication...</p>
    </div>
  )
}
