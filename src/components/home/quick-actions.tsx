import { buttonVariants } from '@/components/ui/button-link'
import type { ActionCard } from '@/content/action-cards'
import { EXTERNAL } from '@/lib/links'

type Item = Pick<ActionCard, 'title' | 'buttonText' | 'buttonVariant'> & { href: string }
type Labels = { heading: string; newTab: string }

/**
 * Phones only: a swipeable row (carousel) of quick-action buttons, each opening its link in a new tab. The
 * browser's own scrolling does the swiping (touch, keyboard focus, reduced motion), so it ships no script.
 */
export function QuickActions({ items, labels }: { items: Item[]; labels: Labels }) {
  return (
    <section aria-labelledby="quick-actions-heading" className="bg-brand-50 py-6 md:hidden">
      <h2 id="quick-actions-heading" className="sr-only">
        {labels.heading}
      </h2>
      <div className="relative snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain px-4 pb-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
        <ul className="flex gap-3">
          {items.map((item) => (
            <li key={item.title} className="quick-slide">
              <a
                href={item.href}
                {...EXTERNAL}
                className={`quick-action ${buttonVariants[item.buttonVariant]}`}
              >
                <span>{item.buttonText}</span>
                <span className="quick-caption">
                  {item.title}
                  <span className="sr-only">{labels.newTab}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
