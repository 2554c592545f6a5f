// Jest (int project), before each test file: ends the AsyncLocalStorage instances that the worker's earlier
// test files started using (their modules are gone; Jest tears a file's environment down before the next).
//
// Jest loads every test file's modules afresh (Next's and Payload's request stores among them), but Node's
// `async_hooks` is one module for the whole worker. On Node 20 every AsyncLocalStorage that has run once
// stays in a worker-wide list until it is disabled, and every promise created anywhere in the worker is
// offered to each of them. A worker's files therefore got slower one after another: a profile of the int
// suite found about a tenth of its CPU time in AsyncLocalStorage's `_propagate`, for stores of files that
// had finished long before.
import { AsyncLocalStorage } from 'node:async_hooks'

const SEEN = Symbol.for('pta.test.enabledAsyncStorages')
const proto = AsyncLocalStorage.prototype
if (!proto[SEEN]) {
  const enabled = new Set()
  const enable = proto._enable
  proto._enable = function trackedEnable(...args) {
    enabled.add(this)
    return enable.apply(this, args)
  }
  proto[SEEN] = enabled
}

for (const storage of proto[SEEN]) storage.disable()
proto[SEEN].clear()
