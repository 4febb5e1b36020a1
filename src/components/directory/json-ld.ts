import type { JsonLdNode } from '@/components/content/JsonLd'
import { phoneHref } from '@/domain/phone'
import type { PublicProfessional } from '@/services/directory/public-view'
import type { PublicReviews } from '@/services/reviews'

/**
 * schema.org LocalBusiness of a listed company: address, contact, position, areas served, profiles elsewhere, and
 * its approved verified reviews (AggregateRating and the latest Reviews; nothing for a company without any).
 */
export function localBusiness(
  pro: PublicProfessional,
  url: string,
  imageUrl: string | null,
  reviews?: PublicReviews,
): JsonLdNode {
  const sameAs = [pro.website, ...pro.socialNetworks.map((s) => s.url)].filter((v): v is string => Boolean(v))
  const telephone = pro.officePhoneNumber ?? pro.phoneNumber
  return {
    '@type': 'LocalBusiness',
    '@id': url,
    name: pro.title,
    url,
    ...(pro.description ? { description: pro.description } : {}),
    ...(imageUrl ? { image: imageUrl } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(pro.street ? { streetAddress: pro.street } : {}),
      postalCode: pro.postcode,
      addressLocality: pro.city,
      addressCountry: 'BE',
    },
    ...(telephone ? { telephone: phoneHref(telephone).replace(/^tel:/, '') } : {}),
    ...(pro.latitude !== null && pro.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: pro.latitude, longitude: pro.longitude } }
      : {}),
    areaServed: pro.geographicAreas.map((a) => ({ '@type': 'AdministrativeArea', name: a.name })),
    knowsAbout: pro.workCategories.map((c) => c.name),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    ...(reviews && reviews.count > 0 && reviews.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.average,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.latest.map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.authorName },
            datePublished: r.createdAt.slice(0, 10),
            reviewBody: r.text,
            reviewRating: { '@type': 'Rating', ratingValue: r.ratingOverall, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  }
}
