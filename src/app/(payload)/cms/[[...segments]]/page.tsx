/* Payload admin panel pages at /cms. */
import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

/**
 * Payload's logout pages sign out as soon as they load (a GET any site could link to), so they lead to the
 * page that asks for the officer's click. The segments arrive decoded: `/cms/%6Cogout` is caught too.
 */
const SIGN_OUT_VIEWS = new Set(['logout', 'logout-inactivity'])
async function refuseSignOutOnLoad(params: Args['params']): Promise<void> {
  const { segments = [] } = await params
  if (SIGN_OUT_VIEWS.has(segments[0]?.toLowerCase() ?? '')) redirect('/admin/sign-out')
}

export const generateMetadata = async ({ params, searchParams }: Args): Promise<Metadata> => {
  await refuseSignOutOnLoad(params)
  return generatePageMetadata({ config, params, searchParams })
}

const Page = async ({ params, searchParams }: Args) => {
  await refuseSignOutOnLoad(params)
  return RootPage({ config, importMap, params, searchParams })
}

export default Page
