import { notFound } from 'next/navigation'
import { contentRoute } from '@/components/content/ContentPage'

/** Generic content pages (/fr/{slug}); any deeper unknown path ends here too and is a 404. */
const route = contentRoute('pages')
type Params = { params: Promise<{ locale: string; slug: string[] }> }

const single = async (params: Params['params']) => {
  const { locale, slug } = await params
  if (slug.length !== 1 || !slug[0]) notFound()
  return { locale, slug: decodeURIComponent(slug[0]) }
}

export const generateMetadata = ({ params }: Params) => route.generateMetadata({ params: single(params) })
export default function Page({ params }: Params) {
  return route.page({ params: single(params) })
}
export const generateStaticParams = () => []
