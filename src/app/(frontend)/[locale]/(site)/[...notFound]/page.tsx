import { notFound } from 'next/navigation'

/** Any path no other route claims renders the site's 404 page inside the public layout. */
export default function UnknownRoute() {
  notFound()
}
