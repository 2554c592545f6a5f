import type { AdminCode } from '@/payload-types'
import { isCodeUsable } from '@/lib/auth/code-status'

import { codeDisplayLabel } from './code-label'
import { CodeActiveButton } from './code-active-button'
import { formatDate, formatDateTime } from '@/lib/school-clock'

type Props = { codes: AdminCode[]; currentId: number; timeZone: string }

function Status({ code }: { code: AdminCode }) {
  const usable = isCodeUsable(code)
  const text = usable ? 'Active' : code.active ? 'Expired' : 'Disabled'
  const tone = usable ? 'bg-emerald-100 text-emerald-900' : code.active ? 'bg-amber-100 text-amber-900' : 'bg-slate-200 text-slate-800'
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${tone}`}>{text}</span>
}

/** Every admin code: label, created, last used, expiry, status, and disable/enable. Never the code itself. */
export function CodesTable({ codes, currentId, timeZone }: Props) {
  const clock = { locale: 'en', timeZone } as const
  return (
    <div role="region" aria-label="Admin codes (scrolls sideways on small screens)" tabIndex={0} className="relative overflow-x-auto rounded-xl focus-visible:outline-2 focus-visible:outline-navy-700 bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[640px] text-left text-sm">
        <caption className="sr-only">Admin codes</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {['Label', 'Created', 'Last used', 'Expires', 'Status', 'Actions'].map((h) => (
              <th key={h} scope="col" className="px-4 py-3 font-bold">{h}</th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {codes.map((code) => (
            <tr key={code.id}>
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                {codeDisplayLabel(code.label)}
                {code.id === currentId ? <span className="ml-2 text-xs font-normal text-slate-600">(your session)</span> : null}
              </th>
              <td className="px-4 py-3 text-slate-700">{formatDate(code.createdAt, clock)}</td>
              <td className="px-4 py-3 text-slate-700">{code.lastUsedAt ? formatDateTime(code.lastUsedAt, clock) : 'Never'}</td>
              <td className="px-4 py-3 text-slate-700">{code.expiresAt ? formatDate(code.expiresAt, clock) : 'Never'}</td>
              <td className="px-4 py-3"><Status code={code} /></td>
              <td className="px-4 py-3"><CodeActiveButton id={code.id} label={codeDisplayLabel(code.label)} active={code.active} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
