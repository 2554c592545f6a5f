import { CmsIcon as CmsIcon_c5c0a1770629d919a30252663601ade3 } from '@/components/cms/cms-icon'
import { CmsLogo as CmsLogo_4ae62a6a847901ba4364885920ed310a } from '@/components/cms/cms-logo'
import { BackToAdmin as BackToAdmin_9235c0ddac838fd5f05cb2e33ed65114 } from '@/components/cms/back-to-admin'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@/components/cms/cms-icon#CmsIcon": CmsIcon_c5c0a1770629d919a30252663601ade3,
  "@/components/cms/cms-logo#CmsLogo": CmsLogo_4ae62a6a847901ba4364885920ed310a,
  "@/components/cms/back-to-admin#BackToAdmin": BackToAdmin_9235c0ddac838fd5f05cb2e33ed65114,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
