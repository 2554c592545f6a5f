import type { siteSettingsDefaults } from './site-settings-defaults'

type Contact = typeof siteSettingsDefaults.contact
type LocalizedContact = Pick<Contact, 'schoolName' | 'ptaName' | 'district' | 'grades' | 'meetingSchedule'>

/**
 * The Spanish of the site-settings texts visitors read, used on the Spanish pages while a text still
 * reads as its English starting value (officers who change a text write its Spanish in /cms or /admin).
 */
export const siteSettingsSpanishDefaults: { contact: LocalizedContact; statLabels: Record<string, string> } = {
  contact: {
    schoolName: 'Escuela Primaria Golden Oak',
    ptaName: 'PTA de la Escuela Primaria Golden Oak',
    district: 'Distrito Escolar Unificado de Oak Valley',
    grades: 'De kínder a 5.º grado',
    meetingSchedule: 'El segundo martes de cada mes, a las 6:30 p.m., en la biblioteca de la escuela',
  },
  /** English starting label → Spanish. */
  statLabels: { Families: 'Familias', Events: 'Eventos' },
}
