type Props = { quote: string; attribution: string }

/** The PTA mission as a large pull quote. */
export function MissionQuote({ quote, attribution }: Props) {
  return (
    <figure className="relative overflow-hidden rounded-3xl bg-navy-800 px-6 py-8 text-white shadow-lg sm:px-10 sm:py-10">
      <div aria-hidden="true" className="absolute -right-10 -top-10 h-40 w-40 rounded-full bg-white/5" />
      <svg aria-hidden="true" viewBox="0 0 32 32" className="relative h-10 w-10 text-brand-500" fill="currentColor">
        <path d="M9.3 6C5 8.2 2 12.6 2 17.6 2 22.3 4.7 26 8.6 26c3 0 5.2-2.3 5.2-5.1 0-2.9-2-5-4.7-5-.5 0-1.1.1-1.3.2.7-3.2 3.5-6.6 6.4-8.2zm15.9 0c-4.2 2.2-7.2 6.6-7.2 11.6 0 4.7 2.7 8.4 6.6 8.4 2.9 0 5.2-2.3 5.2-5.1 0-2.9-2.1-5-4.7-5-.6 0-1.1.1-1.3.2.7-3.2 3.4-6.6 6.4-8.2z" />
      </svg>
      <blockquote className="relative mt-4 text-xl font-semibold leading-relaxed sm:text-2xl">
        <p>{quote}</p>
      </blockquote>
      <figcaption className="relative mt-5 font-bold text-brand-100">— {attribution}</figcaption>
    </figure>
  )
}
