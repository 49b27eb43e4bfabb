import { getFormatter, getTranslations } from 'next-intl/server'

import { formatEuro } from '@/domain/money'
import { LeadFormSection } from '@/features/leads'
import { offerStatus } from '@/domain/offer'
import { Breadcrumb, type Crumb } from '@/shared/components/Breadcrumb'
import { PhotoGallery } from '@/features/gallery'
import { galleryPictures } from '@/shared/gallery-slides'
import { PlaceMap } from '@/features/map'
import type { Locale } from '@/i18n/locales'
import type { Project, Property } from '@/payload-types'
import { VisitBeacon } from '@/features/visits/client'

import { propertyPath } from '@/shared/catalogue-paths'
import { priceText } from '../price'
import { getProjectUnits } from '../queries'
import { ActionBar, ContactLine, pageContact } from './ContactActions'
import { DocumentList } from './DocumentList'
import { placeName } from '@/domain/place-names'

/** A new-build project (SPEC §2.7): pictures, description, the price list of its units, constructions, documents, map. */
export async function ProjectDetail({ project, locale, parents }: { project: Project; locale: Locale; parents: Crumb[] }) {
  const [t, p, detail, units, contact] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogue' }),
    getTranslations({ locale, namespace: 'project' }),
    getTranslations({ locale, namespace: 'detail' }),
    getProjectUnits(project.id, locale),
    // A project has no agent of its own: the agency answers.
    pageContact(null, locale),
  ])
  const form = { href: '#contact-construction', label: detail('askInfo') }
  const cover = project.picture && typeof project.picture === 'object' ? [{ image: project.picture, caption: null }] : []
  const pictures = [...cover, ...galleryPictures(project.pictures).filter(({ image }) => image.id !== cover[0]?.image.id)]
  const available = units.filter((unit) => offerStatus(unit) === 'available').length
  const address = project.publishAddress === true ? [project.street, project.houseNumber].filter(Boolean).join(' ') : ''
  const vatNote = p(`pricesVat_${project.pricesVat ?? 'exclusive'}`)
  const constructions = (project.constructions ?? []).filter((construction) => construction.name)
  return (
    <>
      <Breadcrumb locale={locale} items={[...parents, { label: project.name }]} />
      <VisitBeacon kind="project" id={project.id} />
      <article className="container property-detail project-detail">
        {/* The photos first, as on a property's page (ADR 0077). */}
        <PhotoGallery pictures={pictures} subject={project.city ? t('typeInPlace', { type: project.name, place: placeName(project.city, locale) }) : project.name} locale={locale} />

        <header className="property-detail__header">
          <div>
            <p className="card__eyebrow">{[address, [project.zip, project.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}</p>
            <h1>{project.name}</h1>
            {units.length > 0 && <p className="property-detail__facts">{p('unitsAvailable', { available, total: units.length })}</p>}
            {contact && <ContactLine contact={contact} locale={locale} />}
          </div>
          {project.priceMin && project.priceMax ? (
            <div className="property-detail__price-block">
              <p className="property-detail__price">{t('priceRange', { min: formatEuro(project.priceMin, locale), max: formatEuro(project.priceMax, locale) })}</p>
              <p className="price-vat">{vatNote}</p>
            </div>
          ) : null}
        </header>

        {project.description && (
          <section>
            <h2>{detail('description')}</h2>
            <div className="prose">
              {project.description.split(/\n{2,}/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </section>
        )}

        {/* An empty section is left out (issue 23): no heading over "nothing was found". */}
        {units.length > 0 && (
          <section aria-labelledby="price-list">
            <h2 id="price-list">{p('priceList')}</h2>
            <PriceList units={units} locale={locale} />
            <p className="price-vat">{vatNote}</p>
          </section>
        )}

        {constructions.length > 0 && (
          <section aria-labelledby="constructions">
            <h2 id="constructions">{p('constructions')}</h2>
            <ol className="constructions">
              {constructions.map((construction, index) => (
                <li key={construction.id ?? index}>
                  <span className="constructions__name">{construction.name}</span>
                  {construction.status && <span className="constructions__status">{construction.status}</span>}
                </li>
              ))}
            </ol>
          </section>
        )}

        <DocumentList title={detail('documents')} note={detail('documentsByMail')} documents={project.documents} />
        <PlaceMap place={project} name={project.name} locale={locale} />

        <LeadFormSection kind="contact-construction" locale={locale} subject={{ project: project.id }} />
        {contact && <ActionBar contact={contact} locale={locale} form={form} />}
      </article>
    </>
  )
}

async function PriceList({ units, locale }: { units: Property[]; locale: Locale }) {
  const [p, format] = await Promise.all([getTranslations({ locale, namespace: 'project' }), getFormatter({ locale })])
  const prices = await Promise.all(units.map((unit) => priceText(unit, locale)))
  return (
    <div className="table-scroll">
      <table className="price-list">
        <thead>
          <tr>
            <th scope="col">{p('unit')}</th>
            <th scope="col">{p('type')}</th>
            <th scope="col" className="numeric">
              {p('bedrooms')}
            </th>
            <th scope="col" className="numeric">
              {p('surface')}
            </th>
            <th scope="col" className="numeric">
              {p('price')}
            </th>
            <th scope="col">{p('status')}</th>
          </tr>
        </thead>
        <tbody>
          {units.map((unit, index) => {
            const status = offerStatus(unit)
            const type = typeof unit.propertyType === 'object' ? unit.propertyType?.name : null
            return (
              <tr key={unit.id} className={status === 'available' ? undefined : 'price-list__row--taken'}>
                <th scope="row">
                  <a href={propertyPath(unit, locale)}>{unit.reference ?? unit.title}</a>
                </th>
                <td data-label={p('type')}>{type ?? '–'}</td>
                <td className="numeric" data-label={p('bedrooms')}>
                  {unit.bedrooms ?? '–'}
                </td>
                <td className="numeric" data-label={p('surface')}>
                  {unit.surfaceLiving ? `${format.number(unit.surfaceLiving)} m²` : '–'}
                </td>
                <td className="numeric" data-label={p('price')}>
                  {status === 'sold' || status === 'rented' ? '–' : prices[index]}
                </td>
                <td data-label={p('status')}>
                  <span className={`status status--${status}`}>{p(`status_${status}`)}</span>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
