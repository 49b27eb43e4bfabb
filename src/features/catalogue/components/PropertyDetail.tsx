import { getTranslations } from 'next-intl/server'

import { attributeGroups, attributeLabelKey } from '@/domain/attributes'
import { plainText } from '@/domain/text'
import { parseVideoLink, serviceName, type VideoLink } from '@/domain/video'
import { Breadcrumb, type Crumb } from '@/shared/components/Breadcrumb'
import { PlaceMap } from '@/features/map'
import { PhotoGallery } from '@/features/gallery'
import { galleryPictures } from '@/shared/gallery-slides'
import type { Locale } from '@/i18n/locales'
import { publicPath } from '@/i18n/paths'
import type { Property } from '@/payload-types'
import { getEnv } from '@/server/env'

import { propertyPath } from '@/shared/catalogue-paths'
import { propertySubject } from '@/shared/offer-text'
import { PropertyForms } from '@/features/leads'
import { VisitBeacon } from '@/features/visits/client'

import { getSimilarProperties, similarSubject } from '../queries'
import { BuyerCostEstimate } from './BuyerCostEstimate'
import { ActionBar, ContactLine, ContactPanel, pageContact } from './ContactActions'
import { DocumentList } from './DocumentList'
import { EnergyLabel } from './EnergyLabel'
import { MoveInCost } from './MoveInCost'
import { KeyFacts } from './KeyFacts'
import { ExternalPlayer } from './ExternalPlayer'
import { PrintButtonIsland } from './property-islands'
import { brochurePath } from '@/shared/brochure-path'
import { FavouriteToggle, FavouritesLink } from '@/features/favourites'
import { PropertyCard } from './PropertyCard'
import { AttributeValue } from './AttributeValue'
import { propertyJsonLd } from '../structured-data'
import { placeName } from '@/domain/place-names'
import { getAgencyName } from '@/shared/site/queries'

/** The whole property page (SPEC §2.7, §3): pictures, price or status, every known attribute, energy, media, documents, map links, agent. */
export async function PropertyDetail({ property, locale, parents }: { property: Property; locale: Locale; parents: Crumb[] }) {
  const [t, detail, favourites, attributes, groups, brochure, keyFactTexts, similar, contact] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'detail' }),
    getTranslations({ locale, namespace: 'favourites' }),
    getTranslations({ locale, namespace: 'attributes' }),
    getTranslations({ locale, namespace: 'attributeGroups' }),
    getTranslations({ locale, namespace: 'brochure' }),
    getTranslations({ locale, namespace: 'keyFacts' }),
    getSimilarProperties(similarSubject(property), locale),
    pageContact(property.agent, locale),
  ])
  const brand = await getAgencyName(locale)
  // The visit request is one of the page's forms, shown only while the property is on offer (PropertyForms).
  const visitForm = property.availability === 'available' ? { href: '#visit-request', label: detail('askVisit') } : null
  const pictures = galleryPictures(property.pictures)
  // A unit of a new-build project says, beside its price, whether VAT is in it (the project's choice).
  const project = property.project && typeof property.project === 'object' ? property.project : null
  const status = property.availability === 'sold' ? t('propertySold') : property.availability === 'rented' ? t('propertyRented') : null
  const video = parseVideoLink(property.video)
  const tour = parseVideoLink(property.virtualTour)
  // Exact map links only where the agency publishes the address.
  const hasPlace = property.publishAddress === true && typeof property.publicLatitude === 'number' && typeof property.publicLongitude === 'number'
  const address = property.publishAddress === true ? [property.street, property.houseNumber, property.boxNumber ? `/${property.boxNumber}` : null].filter(Boolean).join(' ') : null
  const playerProps = (link: VideoLink, pageUrl: string, title: string) => {
    const host = serviceName(link)
    return { embedUrl: link.embedUrl, pageUrl: pageUrl.trim(), title, texts: { notice: detail('playerNotice', { host }), show: detail('playerShow'), open: detail('playerOpen', { host }) } }
  }
  const absoluteUrl = new URL(propertyPath(property, locale), getEnv().SITE_URL).toString()
  const specGroups = attributeGroups(property as unknown as Record<string, unknown>)
  // Energy is said in one place, the energy section (its class, its scale and its figures); the rest in one
  // section of features, a block per group.
  const energyGroup = specGroups.find((group) => group.group === 'energy')
  const featureGroups = specGroups.filter((group) => group.group !== 'energy')
  const attributeList = (items: (typeof specGroups)[number]['items']) => (
    <dl>
      {items.map((item) => (
        <div key={item.key}>
          <dt>{attributes(attributeLabelKey(item.key))}</dt>
          <dd>
            <AttributeValue attribute={item} locale={locale} />
          </dd>
        </div>
      ))}
    </dl>
  )
  return (
    <>
      <Breadcrumb locale={locale} items={[...parents, { label: property.title }]} />
      <VisitBeacon kind="property" id={property.id} />
      <article className="container property-detail">
        {/* The photos first (on a phone they are the page's first view), then the title and the key facts. */}
        <PhotoGallery pictures={pictures} subject={propertySubject(property, locale, t)} locale={locale} />

        <header className="property-detail__header">
          <div className="property-detail__title">
            <p className="card__eyebrow">
              {placeName(property.city, locale)} · {t('reference', { reference: property.reference ?? property.externalId ?? '' })}
            </p>
            <h1>{property.title}</h1>
            {contact && <ContactLine contact={contact} locale={locale} />}
          </div>
          {status && (
            <p className="notice" role="status">
              {status}
            </p>
          )}
          <KeyFacts property={property} locale={locale} project={project ? { pricesVat: project.pricesVat ?? 'exclusive' } : null} />
        </header>

        {status && (
          // A sold or rented property's page leads on (ADR 0037): to what is still on offer, and to a valuation.
          <section className="done-next" aria-label={detail('valuationTitle')}>
            {similar.length > 0 && (
              <p>
                <a className="button" href="#similar">
                  {detail('seeSimilar')}
                </a>
              </p>
            )}
            <div className="done-next__valuation">
              <h2>{detail('valuationTitle')}</h2>
              <p>{detail('valuationText')}</p>
              <a className="button button--ghost" href={publicPath('/free-valuation', locale)}>
                {detail('valuationLink')}
              </a>
            </div>
          </section>
        )}

        <div className="property-detail__body">
          <div className="property-detail__main">
            {property.description && (
              <section>
                <h2>{detail('description')}</h2>
                <div className="prose">
                  {property.description.split(/\n{2,}/).map((paragraph, index) => (
                    <p key={index}>{plainText(paragraph)}</p>
                  ))}
                </div>
              </section>
            )}

            {featureGroups.length > 0 && (
              <section className="specs" aria-labelledby="specs-title">
                <h2 id="specs-title">{keyFactTexts('specs')}</h2>
                <div className="specs__groups">
                  {featureGroups.map((group) => (
                    <div key={group.group} className="attributes">
                      <h3>{groups(group.group)}</h3>
                      {attributeList(group.items)}
                    </div>
                  ))}
                </div>
              </section>
            )}

            <EnergyLabel property={property} locale={locale} details={energyGroup && <div className="attributes">{attributeList(energyGroup.items)}</div>} />

            <PlaceMap place={property} name={property.title} locale={locale} />

            {tour && (
              <section>
                <h2>{detail('virtualTour')}</h2>
                <ExternalPlayer {...playerProps(tour, property.virtualTour!, detail('virtualTour'))} />
              </section>
            )}
            {video && (
              <section>
                <h2>{detail('video')}</h2>
                {video.kind === 'file' ? (
                  <video className="embed" src={video.embedUrl} controls preload="none" />
                ) : (
                  <ExternalPlayer {...playerProps(video, property.video!, detail('video'))} />
                )}
              </section>
            )}

            <DocumentList title={detail('documents')} note={detail('documentsByMail')} documents={property.documents} />

            {!status && <MoveInCost property={property} locale={locale} />}
            <PropertyForms property={property} locale={locale} />
          </div>

          <aside className="property-detail__aside">
            <section className="panel">
              <h2>{detail('location')}</h2>
              <p>
                {address ? `${address}, ` : ''}
                {property.zip} {property.city}
                {!address && <small className="muted"> · {detail('addressOnRequest')}</small>}
              </p>
              {hasPlace && (
                <p className="panel__links">
                  <a
                    href={`https://www.openstreetmap.org/?mlat=${property.publicLatitude}&mlon=${property.publicLongitude}#map=16/${property.publicLatitude}/${property.publicLongitude}`}
                    target="_blank"
                    rel="noopener"
                  >
                    {detail('openMap')}
                  </a>
                  <a href={`https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${property.publicLatitude},${property.publicLongitude}`} target="_blank" rel="noopener">
                    {detail('streetView')}
                  </a>
                </p>
              )}
            </section>
            <BuyerCostEstimate property={property} locale={locale} />
            <section className="panel panel--actions">
              <h2>{detail('share')}</h2>
              <p className="panel__links">
                <a href={`mailto:?subject=${encodeURIComponent(property.title)}&body=${encodeURIComponent(absoluteUrl)}`}>{detail('shareByEmail')}</a>
                <a href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(absoluteUrl)}`} target="_blank" rel="noopener">
                  Facebook
                </a>
              </p>
              <p className="panel__buttons">
                <PrintButtonIsland label={detail('print')} />
                {/* Only a property on offer has a brochure (its route answers 404 for the others). */}
                {!status && property.externalId && (
                  <a className="button button--ghost" href={brochurePath(locale, property.externalId)} download type="application/pdf" rel="nofollow">
                    {brochure('download')}
                  </a>
                )}
              </p>
              <p className="panel__links">
                <FavouriteToggle id={property.id} title={property.title} labels={{ add: favourites('add'), remove: favourites('remove') }} />
                <FavouritesLink page={publicPath('/favourites', locale)} label={favourites('title')} />
              </p>
            </section>
            {/* Last in the column: it stays in view while the rest of the page scrolls by (desktops). */}
            {contact && <ContactPanel contact={contact} locale={locale} form={visitForm} />}
          </aside>
        </div>

        {similar.length > 0 && (
          <section className="similar" id="similar">
            <h2>{detail(status ? 'similarAvailable' : 'similar')}</h2>
            <div className="cards" style={{ '--per-row': 4 } as React.CSSProperties}>
              {similar.map((item) => (
                <PropertyCard key={item.id} property={item} locale={locale} />
              ))}
            </div>
          </section>
        )}
        {contact && <ActionBar contact={contact} locale={locale} form={visitForm} />}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(propertyJsonLd(property, absoluteUrl, brand)).replace(/</g, '\\u003c') }} />
      </article>
    </>
  )
}
