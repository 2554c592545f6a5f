import { NOT_ENGLISH_PAGES } from '@/i18n/rewrites'

import { SECTIONS } from '../../scripts/lib/request-guard.mjs'

it("the production server's guard knows the same first segments the rewrites leave alone", () => {
  expect([...SECTIONS].sort()).toEqual([...NOT_ENGLISH_PAGES].sort())
})
