import type { AdminCode } from '@/payload-types'
import { isCodeUsable } from '@/lib/auth/code-status'

import { codeDisplayLabel } from './code-label'
import { CodeActiveButton } from './code-active-button'
import { CodeDeleteButton } from './code-delete-button'
import { roles, stacked } from './stacked-table'
import { formatDate, formatDateTime } from '@/lib/school-clock'

type Props = { codes: AdminCode[]; currentId: number; timeZone: string }

const COLUMNS = ['Label', 'Created', 'Last used', 'Expires', 'Status', 'Actions']

function Status({ code }: { code: AdminCode }) {
  const usable = isCodeUsable(code)
  const text = usable ? 'Active' : code.active ? 'Expired' : 'Disabled'
  const tone = usable ? 'bg-emerald-100 text-emerald-900' : code.active ? 'bg-amber-100 text-amber-900' : 'bg-slate-200 text-slate-800'
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${tone}`}>{text}</span>
}

/** Every admin code: label, created, last used, expiry, status, disable/enable, and delete once it no longer works. Never the code itself. */
export function CodesTable({ codes, currentId, timeZone }: Props) {
  const clock = { locale: 'en', timeZone } as const
  return (
    <div className={stacked.wrapper}>
      <table {...roles.table} className={`${stacked.table} md:min-w-[640px]`}>
        <caption className="sr-only">Admin codes</caption>
        <thead {...roles.rowgroup} className={stacked.head}>
          <tr {...roles.row}>
            {COLUMNS.map((h) => (
              <th key={h} {...roles.columnheader} scope="col" className={stacked.headCell}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody {...roles.rowgroup} className={stacked.body}>
          {codes.map((code) => (
            <tr key={code.id} {...roles.row} data-code-row={code.id} className={stacked.row}>
              <th {...roles.rowheader} scope="row" className={stacked.rowHeader}>
                {codeDisplayLabel(code.label)}
                {code.id === currentId ? <span className="ml-2 text-xs font-normal text-slate-600">(your session)</span> : null}
              </th>
              <td {...roles.cell} data-label="Created" className={`${stacked.cell} text-slate-700`}>{formatDate(code.createdAt, clock)}</td>
              <td {...roles.cell} data-label="Last used" className={`${stacked.cell} text-slate-700`}>{code.lastUsedAt ? formatDateTime(code.lastUsedAt, clock) : 'Never'}</td>
              <td {...roles.cell} data-label="Expires" className={`${stacked.cell} text-slate-700`}>{code.expiresAt ? formatDate(code.expiresAt, clock) : 'Never'}</td>
              <td {...roles.cell} data-label="Status" className={stacked.cell}><Status code={code} /></td>
              <td {...roles.cell} data-label="Actions" className={stacked.cell}>
                <div className="flex flex-wrap gap-2">
                  <CodeActiveButton id={code.id} label={codeDisplayLabel(code.label)} active={code.active} />
                  {isCodeUsable(code) ? null : <CodeDeleteButton id={code.id} label={codeDisplayLabel(code.label)} />}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
