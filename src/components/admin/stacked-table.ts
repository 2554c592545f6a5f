/**
 * Class names for admin tables that become stacked cards below the `md` breakpoint (phones): every row a
 * card, every cell on its own line with its column name in front (`data-label`). Explicit ARIA roles keep
 * the table semantics for screen readers even where the CSS display is no longer a table.
 */
export const stacked = {
  wrapper: 'relative rounded-xl bg-white shadow-sm ring-1 ring-slate-200 md:overflow-x-auto',
  table: 'w-full text-left text-sm max-md:block',
  head: 'bg-slate-50 text-slate-700 max-md:sr-only',
  body: 'divide-y divide-slate-200 max-md:block',
  row: 'max-md:block max-md:space-y-2 max-md:px-4 max-md:py-4',
  headCell: 'px-4 py-3 font-bold',
  rowHeader: 'px-4 py-3 text-left font-semibold text-ink max-md:block max-md:p-0 max-md:text-base',
  cell:
    'px-4 py-3 align-top max-md:flex max-md:items-baseline max-md:gap-3 max-md:p-0 max-md:before:w-24 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-bold max-md:before:uppercase max-md:before:tracking-wide max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]',
} as const

/** Table roles, so stacked rows stay a table for assistive technology. */
export const roles = {
  table: { role: 'table' },
  rowgroup: { role: 'rowgroup' },
  row: { role: 'row' },
  columnheader: { role: 'columnheader' },
  rowheader: { role: 'rowheader' },
  cell: { role: 'cell' },
} as const
