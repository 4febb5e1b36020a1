import type { JsonLdNode } from '@/components/content/JsonLd'
import { phoneHref } from '@/domain/phone'
import type { PublicProfessional } from '@/services/directory/public-view'

/** schema.org LocalBusiness of a listed company: address, contact, position, areas served and profiles elsewhere. */
export function localBusiness(pro: PublicProfessional, url: string, imageUrl: string | null): JsonLdNode {
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
  }
}
