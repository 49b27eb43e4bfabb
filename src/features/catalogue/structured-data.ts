import { sharedImage } from '@/domain/images'
import { publicPrice } from '@/domain/public-place'
import type { Media, Property } from '@/payload-types'

import { getEnv } from '@/server/env'

/**
 * schema.org description of a listing: an Offer (price, availability) of a Residence or Place with address and geo.
 * The town stays its official name here, as a postal address. Only what the public may see: the price when published, the street when the address is, the public coordinates.
 */
export function propertyJsonLd(property: Property, url: string, agency: string) {
  const site = getEnv().SITE_URL
  const picture = property.pictures?.[0]?.image
  // A resized copy, never the uploaded original (sharedImage, ADR 0042).
  const shared = picture && typeof picture === 'object' ? sharedImage(picture as Media) : null
  const image = shared?.url ? new URL(shared.url, site).toString() : undefined
  const residential = property.bedrooms || property.surfaceLiving
  const availability = property.availability === 'available' ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut'
  return {
    '@context': 'https://schema.org',
    '@type': 'Offer',
    url,
    name: property.title,
    businessFunction: property.goal === 'rent' ? 'http://purl.org/goodrelations/v1#LeaseOut' : 'http://purl.org/goodrelations/v1#Sell',
    availability,
    // The type in the page's language (the import stores it per language) and the agency as it writes its name.
    ...(property.mainTypeName ? { category: property.mainTypeName } : {}),
    offeredBy: { '@type': 'RealEstateAgent', name: agency },
    ...(publicPrice(property) ? { price: publicPrice(property), priceCurrency: 'EUR' } : {}),
    ...(image ? { image } : {}),
    itemOffered: {
      '@type': residential ? 'Residence' : 'Place',
      name: property.title,
      address: {
        '@type': 'PostalAddress',
        ...(property.publishAddress === true && property.street ? { streetAddress: [property.street, property.houseNumber].filter(Boolean).join(' ') } : {}),
        postalCode: property.zip ?? undefined,
        addressLocality: property.city ?? undefined,
        addressCountry: property.countryId === 50 ? 'LU' : 'BE',
      },
      ...(typeof property.publicLatitude === 'number' && typeof property.publicLongitude === 'number'
        ? { geo: { '@type': 'GeoCoordinates', latitude: property.publicLatitude, longitude: property.publicLongitude } }
        : {}),
    },
  }
}
