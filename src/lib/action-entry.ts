/**
 * Called first by each server action: it has been reached, so Next read its arguments. The production server
 * (scripts/lib/action-arguments.mjs) answers 400 for an action request that fails before any action began
 * (arguments Next could not read), and leaves a failure from inside an action the 500 it is.
 */
export const ENTRY_KEY = Symbol.for('pta.action-entry')

type EntryStore = { getStore(): { entered: boolean } | undefined }

export function actionEntered(): void {
  const store = (globalThis as Record<symbol, EntryStore | undefined>)[ENTRY_KEY]?.getStore()
  if (store) store.entered = true
}
