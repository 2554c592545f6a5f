'use client'

import { useEffect, useRef, useState } from 'react'

type Props = { code: string; label: string; onDone: () => void }

/** The freshly issued code, shown this once, with a copy button. Focus moves here so it is announced. */
export function NewCodeNotice({ code, label, onDone }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const [copied, setCopied] = useState(false)
  useEffect(() => ref.current?.focus(), [])
  const copy = async () => {
    await navigator.clipboard?.writeText(code).then(() => setCopied(true), () => setCopied(false))
  }
  return (
    <div ref={ref} tabIndex={-1} role="status" className="mt-4 rounded-lg border-2 border-emerald-600 bg-emerald-50 p-4 focus:outline-2 focus:outline-emerald-700">
      <p className="font-bold text-emerald-900">New code for “{label}” — shown only this once</p>
      <p className="mt-2 select-all font-mono text-2xl font-bold tracking-wider text-ink" data-testid="new-admin-code">
        {code}
      </p>
      <p className="mt-2 text-sm text-slate-700">Give it to the officer now. This site keeps no copy it can show again: if it is lost, disable it and issue another.</p>
      <div className="mt-3 flex gap-2">
        <button type="button" onClick={copy} className="min-h-11 rounded-full bg-emerald-700 px-4 text-sm font-bold text-white hover:bg-emerald-800">
          {copied ? 'Copied' : 'Copy code'}
        </button>
        <button type="button" onClick={onDone} className="min-h-11 rounded-full border-2 border-slate-300 px-4 text-sm font-bold text-slate-700 hover:bg-white">
          Done
        </button>
      </div>
    </div>
  )
}
