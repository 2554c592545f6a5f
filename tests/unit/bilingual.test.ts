import { inBothLanguages, same, t } from '@/i18n/bilingual'

type Card = { title: string; icon: 'mail' | 'gift'; tags: readonly string[]; count: number; note?: string }

describe('bilingual page copy', () => {
  it('reads each text in its language and keeps icons, numbers and missing fields as written', () => {
    const cards = inBothLanguages<readonly Card[]>([
      { title: t('Check your email', 'Revise su correo'), icon: 'mail', tags: [same('$20'), t('Gift', 'Regalo')], count: 3 },
      { title: same('Reflections'), icon: 'gift', tags: [], count: 0, note: t('Twice a year', 'Dos veces al año') },
    ])
    expect(cards.en).toEqual([
      { title: 'Check your email', icon: 'mail', tags: ['$20', 'Gift'], count: 3 },
      { title: 'Reflections', icon: 'gift', tags: [], count: 0, note: 'Twice a year' },
    ])
    expect(cards.es).toEqual([
      { title: 'Revise su correo', icon: 'mail', tags: ['$20', 'Regalo'], count: 3 },
      { title: 'Reflections', icon: 'gift', tags: [], count: 0, note: 'Dos veces al año' },
    ])
  })
})
