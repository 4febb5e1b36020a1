import { useTranslations } from 'next-intl'
import { Share } from '@/components/content/Share'
import { ProfessionalLink } from '@/components/ui/ProfessionalLink'
import { Tag } from '@/components/ui/Tag'
import { initialsOf } from '@/domain/content'
import { Link } from '@/i18n/navigation'
import type { ImageView } from '@/services/content'
import type { ReferenceCompany } from '@/services/content/references'
import styles from './Sidebar.module.css'

export interface SidebarProps {
  /** Shown whenever the reference has a named company (the service returns null otherwise). */
  company: ReferenceCompany | null
  workCategories: Array<{ id: number; name: string }>
  /** A reference's useful links, written by its professional (marked as theirs when they leave the site). */
  links: Array<{ title: string; link: string }>
  share?: boolean
  /** s is 22.4rem, m 30.4rem; the full width below 48em. */
  size?: 's' | 'm'
  padding?: 'none' | 'full'
  shareAlign?: 'left' | 'center'
  /** The heading of the tags: "work done" for a reference, the article's themes for an article. */
  tagsTitle?: string
  /** Called when a useful link is followed (the references modal closes). */
  onLinkClick?: () => void
  /** A reference's client or project logo, products used and contact (each shown only when given). */
  logo?: ImageView | null
  productsUsed?: Array<{ id: number | string; name: string }>
  contact?: string | null
}

/** The company's image (its initials without one), name and place. */
function CompanyCard({ company }: { company: ReferenceCompany }) {
  const place = [company.postcode, company.city].filter(Boolean).join(' ')
  return (
    <>
      {company.image ? (
        // biome-ignore lint/performance/noImgElement: the 72 × 48 WebP size is stored by Payload
        <img
          src={company.image.url}
          width={72}
          height={48}
          alt={company.image.alt}
          decoding="async"
          className={styles.companyImage}
        />
      ) : (
        <span className={styles.companyInitials} aria-hidden="true">
          {initialsOf(company.title)}
        </span>
      )}
      <span className={styles.companyText}>
        <span className={styles.companyTitle}>{company.title}</span>
        {place ? <span className={styles.companyPlace}>{place}</span> : null}
      </span>
    </>
  )
}

/** A contact as a link: mailto for an e-mail address, tel for a phone number, plain text otherwise. */
function contactHref(contact: string): string | null {
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(contact)) return `mailto:${contact}`
  const digits = contact.replace(/[\s./()-]/g, '')
  return /^\+?\d{8,15}$/.test(digits) ? `tel:${digits}` : null
}

/** The article and reference sidebar: company, work done, useful links and share, each only with content. */
/**
 * Not async and without a directive: the reference page renders it on the server, the references modal in the
 * browser.
 */
export function Sidebar({
  company,
  workCategories,
  links,
  share = true,
  size = 's',
  padding = 'full',
  shareAlign = 'left',
  tagsTitle,
  onLinkClick,
  logo = null,
  productsUsed = [],
  contact = null,
}: SidebarProps) {
  const t = useTranslations('Reference')
  const empty = !company && !logo && !contact && workCategories.length === 0 && productsUsed.length === 0
  if (empty && links.length === 0 && !share) return null
  const contactLink = contact ? contactHref(contact) : null
  return (
    <aside className={styles.sidebar} data-size={size} data-padding={padding} aria-label={t('sidebar')}>
      {company ? (
        <section className={styles.part} data-testid="sidebar-company">
          <h2 className={styles.heading}>{t('company')}</h2>
          {company.hasPage ? (
            <Link href={{ pathname: '/company/[id]', params: { id: company.id } }} className={styles.company}>
              <CompanyCard company={company} />
            </Link>
          ) : (
            <span className={styles.company}>
              <CompanyCard company={company} />
            </span>
          )}
        </section>
      ) : null}
      {logo ? (
        <section className={styles.part} data-testid="sidebar-logo">
          <h2 className={styles.heading}>{t('logo')}</h2>
          {/* biome-ignore lint/performance/noImgElement: a size Payload stored as WebP */}
          <img
            src={logo.url}
            width={logo.width}
            height={logo.height}
            alt={logo.alt}
            loading="lazy"
            decoding="async"
            className={styles.logo}
          />
        </section>
      ) : null}
      {workCategories.length > 0 ? (
        <section className={styles.part}>
          <h2 className={styles.heading}>{tagsTitle ?? t('workDone')}</h2>
          <ul className={styles.tags}>
            {workCategories.map((w) => (
              <li key={w.id}>
                <Tag size="xs">{w.name}</Tag>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {productsUsed.length > 0 ? (
        <section className={styles.part} data-testid="sidebar-products">
          <h2 className={styles.heading}>{t('productsUsed')}</h2>
          <ul className={styles.tags}>
            {productsUsed.map((p) => (
              <li key={p.id}>
                <Tag size="xs">{p.name}</Tag>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {contact ? (
        <section className={styles.part} data-testid="sidebar-contact">
          <h2 className={styles.heading}>{t('contact')}</h2>
          <p className={styles.contact}>{contactLink ? <a href={contactLink}>{contact}</a> : contact}</p>
        </section>
      ) : null}
      {links.length > 0 ? (
        <section className={styles.part}>
          <h2 className={styles.heading}>{t('usefulLinks')}</h2>
          <ul className={styles.links}>
            {links.map((l) => (
              <li key={`${l.link}-${l.title}`}>
                <ProfessionalLink href={l.link} onClick={onLinkClick}>
                  {l.title}
                </ProfessionalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {share ? (
        <div className={styles.part}>
          <Share align={shareAlign} />
        </div>
      ) : null}
    </aside>
  )
}
