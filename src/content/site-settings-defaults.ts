/**
 * Starting values for the officer-editable site settings. Officers change them in /admin/settings;
 * these are only what a fresh install shows.
 */
export const siteSettingsDefaults = {
  links: {
    membership: 'https://jointotem.com/ca/golden-oak-elementary-pta',
    spiritWear: 'https://goldenoakpta.example.org/spirit-wear',
    emergencyKit: 'https://goldenoakpta.example.org/emergency-kit',
    sponsorship: 'https://goldenoakpta.example.org/sponsor',
    reflections: 'https://goldenoakpta.example.org/reflections-entry',
  },
  contact: {
    schoolName: 'Golden Oak Elementary School',
    ptaName: 'Golden Oak Elementary PTA',
    email: 'info@goldenoakpta.example.org',
    phone: '(555) 010-4200',
    address: '1200 Golden Oak Drive, Oak Valley, CA 95000',
    district: 'Oak Valley Unified School District',
    grades: 'Grades K-5',
    meetingSchedule: 'Second Tuesday of each month, 6:30 PM, school library',
  },
  schoolYear: '2025-2026',
  /** The school clock (IANA name): event days and times, visibility windows and code expiry use it. */
  timeZone: 'America/Los_Angeles',
  /** SPEC: shown while the date is before 2025-11-18, at the school: its midnight there (PST, UTC-8). */
  promoEndsAt: '2025-11-18T08:00:00.000Z',
  stats: [
    { value: '1000+', label: 'Families' },
    { value: '20+', label: 'Events' },
  ],
  instagram: { username: 'goldenoakpta' },
}
