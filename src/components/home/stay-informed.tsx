import type React from 'react'

/** Home 'Stay Informed': the subscribe form's place (SPEC §2 item 9). */
export function StayInformed({ children }: { children?: React.ReactNode }) {
  return (
    <section aria-labelledby="stay-informed-heading" className="bg-navy-800 py-12 text-white sm:py-16">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="stay-informed-heading" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
            Stay Informed
          </h2>
          <p className="mt-3 text-lg text-slate-200">
            Get PTA news, event reminders and volunteer calls in your inbox. We never share your details.
          </p>
        </div>
        <div>{children}</div>
      </div>
    </section>
  )
}
