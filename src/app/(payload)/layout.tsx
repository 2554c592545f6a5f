/* Payload admin panel root layout (mounted at /cms). Shape required by @payloadcms/next 3.x. */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { unstable_rethrow } from 'next/navigation'
import type { ServerFunctionClient } from 'payload'
import type React from 'react'

import { actionEntered } from '@/lib/action-entry'
import { getAdminContext } from '@/lib/auth/server-session'

import { importMap } from './cms/importMap.js'
import './custom.scss'

/** Payload's word for a call without a signed-in officer (its own answer to some of its functions). */
const UNAUTHORIZED = { errors: [{ message: 'Unauthorized, you must be logged in to make this request.' }] }

const UNKNOWN = /^Unknown Server Function/

/**
 * Payload's admin calls its server functions through this. Only for a signed-in officer, and only one of
 * Payload's functions: others got a 500 from inside Payload (the production server already refuses a call
 * without a session cookie, scripts/lib/request-guard.mjs; this also covers a made-up cookie). Payload's
 * other action, its language switch, is never offered (the panel is English only): a call to it fails in
 * Next before it runs, which the production server answers 400 (scripts/lib/action-arguments.mjs).
 */
const serverFunction: ServerFunctionClient = async function (args) {
  'use server'
  actionEntered()
  if (typeof args?.name !== 'string' || !(await getAdminContext())) return UNAUTHORIZED
  try {
    return await handleServerFunctions({ ...args, config, importMap })
  } catch (err) {
    unstable_rethrow(err)
    if (err instanceof Error && UNKNOWN.test(err.message)) return { errors: [{ message: 'Unknown request.' }] }
    // Arguments the panel never sends (a missing slug, a made-up schema path) failed inside Payload: logged
    // here, answered in Payload's error shape rather than as a 500.
    console.error('[cms] server function failed:', args.name, err)
    return { errors: [{ message: 'The request could not be completed.' }] }
  }
}

const Layout = ({ children }: { children: React.ReactNode }) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
