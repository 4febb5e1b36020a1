import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { breadcrumbList, JsonLd } from '@/components/content/JsonLd'
import { CompanyProfile } from '@/components/directory/CompanyProfile'
import { localBusiness } from '@/components/directory/json-ld'
import { parseId } from '@/domain/ids'
import type { Locale } from '@/i18n/routing'
import { env } from '@/lib/env'
import { absoluteUrl, alternatesFor, socialMetadata } from '@/lib/metadata'
import { findProfessionalReferences, findPublicProfessional } from '@/services/directory'
import { findPublicReviews } from '@/services/reviews'

type Params = { params: Promise<{ locale: string; id: string }> }

export const generateStaticParams = () => []

// Rendered again at least daily: the links to review photos it carries are signed for 8 days.
export const revalidate = 86400

const hrefFor = (id: string) => () => ({ pathname: '/company/[id]' as const, params: { id } })

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, id } = await params
  const l = locale as Locale
  if (parseId(id) === null) return {}
  const pro = await findPublicProfessional(id, l)
  if (!pro) return {}
  const t = await getTranslations({ locale, namespace: 'Directory.profiles' })
  const description =
    pro.description?.slice(0, 300) || `${pro.profiles.map((p) => t(p)).join(', ')} · ${pro.postcode} ${pro.city}`
  const image = pro.picture
  return {
    title: pro.title,
    description,
    alternates: alternatesFor(l, hrefFor(id)),
    ...socialMetadata({
      locale: l,
      title: pro.title,
      description,
      url: absoluteUrl(l, hrefFor(id)()),
      image: image ? { ...image, url: new URL(image.url, env.SITE_URL).toString() } : undefined,
    }),
  }
}

/** A listed professional's company page; unknown, hidden and incomplete professionals are not found. */
export default async function CompanyPage({ params }: Params) {
  const { locale, id } = await params
  setRequestLocale(locale)
  const l = locale as Locale
  // An id no document can have (2147483648, 0, abc) is not looked up: PostgreSQL would refuse the query.
  if (parseId(id) === null) notFound()
  const [pro, references] = await Promise.all([findPublicProfessional(id, l), findProfessionalReferences(id, l)])
  if (!pro) notFound()
  const reviews = await findPublicReviews(pro.id, 10, l)
  const [seo, screens] = await Promise.all([
    getTranslations({ locale, namespace: 'Seo' }),
    getTranslations({ locale, namespace: 'Screens.search-pro' }),
  ])
  const url = absoluteUrl(l, hrefFor(id)())
  const image = pro.picture ? new URL(pro.picture.url, env.SITE_URL).toString() : null
  return (
    <>
      <CompanyProfile pro={pro} references={references} reviews={reviews} locale={l} />
      <JsonLd data={localBusiness(pro, url, image, reviews)} />
      <JsonLd
        data={breadcrumbList([
          { name: seo('home'), url: absoluteUrl(l, '/') },
          { name: screens('title'), url: absoluteUrl(l, '/search-pro') },
          { name: pro.title, url },
        ])}
      />
    </>
  )
}
