import Link from 'next/link'

export default function NotFound() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-6xl font-bold text-navy-900">404</h1>
      <p className="mt-4 text-xl">Oops! Page not found</p>
      <Link href="/" className="mt-8 rounded-md bg-navy-800 px-5 py-3 font-semibold text-white hover:bg-navy-700">
        Return to Home
      </Link>
    </div>
  )
}
