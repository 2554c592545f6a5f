import type { Config } from 'payload'

/**
 * The /cms panel's look and words: the PTA's acorn and name, a way back to /admin, and delete
 * confirmations that say the loss is permanent (each collection's description says what is lost).
 */
export const cmsAdminComponents: NonNullable<NonNullable<Config['admin']>['components']> = {
  graphics: { Icon: '@/components/cms/cms-icon#CmsIcon', Logo: '@/components/cms/cms-logo#CmsLogo' },
  afterNavLinks: ['@/components/cms/back-to-admin#BackToAdmin'],
}

const permanent = 'This cannot be undone: it is removed for good, with everything stored with it.'

export const cmsTranslations: NonNullable<Config['i18n']>['translations'] = {
  en: {
    general: {
      aboutToDelete: `You are about to delete the {{label}} <1>{{title}}</1>. ${permanent} Are you sure?`,
      aboutToDeleteCount_one: `You are about to delete {{count}} {{label}}. ${permanent}`,
      aboutToDeleteCount_many: `You are about to delete {{count}} {{label}}. ${permanent}`,
      aboutToDeleteCount_other: `You are about to delete {{count}} {{label}}. ${permanent}`,
    },
  },
}
