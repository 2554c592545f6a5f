import { SiteLogo } from '@/components/layout/site-logo'

/** The /cms panel's small mark (top of the navigation): the PTA's acorn. */
export function CmsIcon() {
  return <SiteLogo size={28} />
}
