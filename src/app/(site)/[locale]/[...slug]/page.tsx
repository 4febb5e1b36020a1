import { notFound } from 'next/navigation'
import { contentRoute } from '@/components/content/ContentPage'
import { SLUG_PATTERN } from '@/domain/slug'

/** Generic content pages (/fr/{slug}); any deeper unknown path ends here too and is a 404. */
const route = contentRoute('pages')
type Params = { params: Promise<{ locale: string; slug: string[] }> }

/**
 * One segment, a slug as it can be written (src/domain/slug.ts), taken as Next hands it: already decoded, so an
 * escaped spelling ("%2561-propos") is no second address of a page (a decode here made it one, kept by Next's page
 * cache under each spelling), and a stray "%" is a 404, not a 500.
 */
const single = async (params: Params['params']) => {
  const { locale, slug } = await params
  const [only] = slug
  if (slug.length !== 1 || !only || !SLUG_PATTERN.test(only)) notFound()
  return { locale, slug: only }
}

export const generateMetadata = ({ params }: Params) => route.generateMetadata({ params: single(params) })
export default function Page({ params }: Params) {
  return route.page({ params: single(params) })
}
export const generateStaticParams = () => []
