'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useFieldArray } from 'react-hook-form'
import {
  applyServerError,
  FormAlert,
  FormMultiSelect,
  FormTextField,
  useDomainForm,
  useFormAlert,
} from '@/components/accounts/form'
import formStyles from '@/components/accounts/form.module.css'
import { AppModal } from '@/components/layout/modals/AppModal'
import { useToasts } from '@/components/layout/toasts/ToastProvider'
import { Button } from '@/components/ui/Button'
import { PARTY_FIELDS } from '@/domain/dashboard'
import { REFERENCE_LIMITS, type ReferenceFormInput, referenceFormSchema } from '@/domain/validation/reference'
import { fetchOwnReferences, type OwnReference, removeReference, saveReference } from './api'
import { type CompanyImage, CompanyImages } from './CompanyImages'
import styles from './Dashboard.module.css'
import { DeleteDialog } from './DeleteDialog'

const valuesOf = (r: OwnReference | null): ReferenceFormInput => ({
  titleFr: r?.titleFr ?? '',
  titleNl: r?.titleNl ?? '',
  descriptionFr: r?.descriptionFr ?? '',
  descriptionNl: r?.descriptionNl ?? '',
  heroImage: r?.heroImage?.id ?? null,
  images: r?.images.map((i) => i.id) ?? [],
  workCategories: r?.workCategories ?? [],
  logo: r?.logo?.id ?? null,
  productsUsed: r?.productsUsed ?? [],
  contact: r?.contact ?? '',
  ctas: r?.ctas ?? [],
  involvedParties: r?.involvedParties ?? [],
})

/** Both languages, the professional's own first. */
const languagesFirst = (language: 'fr' | 'nl') =>
  language === 'nl' ? (['nl', 'fr'] as const) : (['fr', 'nl'] as const)

/** The professional's reference projects: the list, and a dialog to create or edit one; delete after a dialog. */
type Option = { id: string; name: string }

export function ReferencesSection({
  workCategories,
  products,
  language,
}: {
  workCategories: Option[]
  products: Option[]
  /** The professional's language: the titles and descriptions are required in it, the other language is optional. */
  language: 'fr' | 'nl'
}) {
  const t = useTranslations('Dashboard.references')
  const locale = useLocale()
  const { notify } = useToasts()
  const [list, setList] = useState<OwnReference[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [editing, setEditing] = useState<OwnReference | 'new' | null>(null)
  const [deleting, setDeleting] = useState<OwnReference | null>(null)

  const load = useCallback(() => {
    fetchOwnReferences(locale)
      .then((items) => {
        setFailed(false)
        setList(items)
      })
      .catch(() => setFailed(true))
  }, [locale])
  useEffect(load, [load])

  const title = (r: OwnReference) => (locale === 'nl' ? r.titleNl || r.titleFr : r.titleFr)

  return (
    <section aria-labelledby="references-title" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="references-title" className={styles.sectionTitle}>
          {t('title')}
        </h2>
        <Button size="s" onPress={() => setEditing('new')}>
          {t('add')}
        </Button>
      </div>
      <p className={styles.muted}>{t('intro')}</p>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('error')}
        </p>
      ) : list === null ? (
        <p role="status">{t('loading')}</p>
      ) : list.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.rows}>
          {list.map((r) => {
            const image = r.heroImage ?? r.images[0]
            const url = locale === 'nl' ? r.urlNl : r.urlFr
            return (
              <li key={r.id} className={styles.row}>
                <div className={styles.referenceSummary}>
                  {image ? (
                    // biome-ignore lint/performance/noImgElement: a thumbnail Payload already sized.
                    <img src={image.url} alt="" width={96} height={72} />
                  ) : null}
                  <div>
                    <h3 className={styles.cardTitle}>{title(r)}</h3>
                    {url ? (
                      <a href={url} className={styles.muted}>
                        {t('view')}
                      </a>
                    ) : null}
                  </div>
                </div>
                <div className={styles.cardActions}>
                  <Button
                    size="s"
                    variant="secondary"
                    onPress={() => setEditing(r)}
                    aria-label={t('editLabel', { name: title(r) })}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="s"
                    variant="ghost"
                    onPress={() => setDeleting(r)}
                    aria-label={t('deleteLabel', { name: title(r) })}
                  >
                    {t('delete.action')}
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <AppModal
        name="reference"
        title={editing === 'new' ? t('createTitle') : t('editTitle')}
        width="m"
        isOpen={editing !== null}
        onClose={() => setEditing(null)}
      >
        {editing ? (
          <ReferenceForm
            reference={editing === 'new' ? null : editing}
            workCategories={workCategories}
            products={products}
            language={language}
            onSaved={(created) => {
              setEditing(null)
              notify({ type: 'success', message: t(created ? 'created' : 'updated'), countdown: 5000 })
              load()
            }}
          />
        ) : null}
      </AppModal>
      <DeleteDialog
        name="deleteReference"
        namespace="Dashboard.references"
        target={deleting ? { id: deleting.id, name: title(deleting) } : null}
        remove={(id) => removeReference(id, locale)}
        onClose={() => setDeleting(null)}
        onDeleted={load}
      />
    </section>
  )
}

function ReferenceForm({
  reference,
  workCategories,
  products,
  language,
  onSaved,
}: {
  reference: OwnReference | null
  workCategories: Option[]
  products: Option[]
  language: 'fr' | 'nl'
  /** `created`: the reference is new (not an edit). */
  onSaved: (created: boolean) => void
}) {
  const t = useTranslations('Dashboard.references')
  const locale = useLocale()
  const schema = useMemo(() => referenceFormSchema(language), [language])
  const form = useDomainForm(schema, valuesOf(reference))
  const alert = useFormAlert(form)
  const c = form.control
  const links = useFieldArray({ control: c, name: 'ctas' })
  const parties = useFieldArray({ control: c, name: 'involvedParties' })
  const [hero, setHero] = useState<CompanyImage[]>(reference?.heroImage ? [reference.heroImage] : [])
  const [images, setImages] = useState<CompanyImage[]>(reference?.images ?? [])
  const [logo, setLogo] = useState<CompanyImage[]>(reference?.logo ? [reference.logo] : [])

  const onSubmit = form.handleSubmit(async (values) => {
    alert.clear()
    try {
      await saveReference(
        reference?.id ?? null,
        { ...values, heroImage: hero[0]?.id ?? null, images: images.map((i) => i.id), logo: logo[0]?.id ?? null },
        locale,
      )
      onSaved(reference === null)
    } catch (error) {
      applyServerError(form, error, alert.show)
    }
  })

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={t('submit')}>
      <fieldset className={formStyles.grid}>
        <legend className={formStyles.legend}>{t('project')}</legend>
        {/* The professional's own language first and required; the other one falls back to it when left empty. */}
        {languagesFirst(language).map((lang) => (
          <FormTextField
            key={lang}
            control={c}
            name={lang === 'fr' ? 'titleFr' : 'titleNl'}
            label={t(lang === 'fr' ? 'titleFr' : 'titleNl')}
            helperText={lang === language ? undefined : t(lang === 'fr' ? 'frHelp' : 'nlHelp')}
            limit={REFERENCE_LIMITS.title}
            required={lang === language}
          />
        ))}
        {languagesFirst(language).map((lang) => (
          <div key={lang} className={formStyles.wide}>
            <FormTextField
              control={c}
              name={lang === 'fr' ? 'descriptionFr' : 'descriptionNl'}
              label={t(lang === 'fr' ? 'descriptionFr' : 'descriptionNl')}
              helperText={lang === language ? undefined : t(lang === 'fr' ? 'frDescriptionHelp' : 'nlDescriptionHelp')}
              multiline
              rows={4}
              limit={REFERENCE_LIMITS.description}
              required={lang === language}
            />
          </div>
        ))}
        <div className={formStyles.wide}>
          <FormMultiSelect
            control={c}
            name="workCategories"
            label={t('workCategories')}
            options={workCategories.map((w) => ({ id: w.id, label: w.name }))}
          />
        </div>
        <div className={formStyles.wide}>
          <FormMultiSelect
            control={c}
            name="productsUsed"
            label={t('productsUsed')}
            options={products.map((p) => ({ id: p.id, label: p.name }))}
          />
        </div>
        <div className={formStyles.wide}>
          <FormTextField
            control={c}
            name="contact"
            label={t('contact')}
            helperText={t('contactHelp')}
            limit={REFERENCE_LIMITS.contact}
          />
        </div>
      </fieldset>
      <fieldset className={formStyles.grid}>
        <legend className={formStyles.legend}>{t('pictures')}</legend>
        <div className={formStyles.wide}>
          <CompanyImages images={hero} onChange={setHero} label={t('mainImage')} max={1} />
        </div>
        <div className={formStyles.wide}>
          <CompanyImages images={images} onChange={setImages} label={t('images')} max={REFERENCE_LIMITS.images} />
        </div>
        <div className={formStyles.wide}>
          <CompanyImages images={logo} onChange={setLogo} label={t('logo')} max={1} />
        </div>
      </fieldset>
      <fieldset className={formStyles.grid}>
        <legend className={formStyles.legend}>{t('links')}</legend>
        {links.fields.map((field, i) => (
          <div key={field.id} className={`${formStyles.wide} ${styles.repeat}`}>
            <FormTextField control={c} name={`ctas.${i}.title`} label={t('linkTitle', { index: i + 1 })} required />
            <FormTextField
              control={c}
              name={`ctas.${i}.link`}
              label={t('linkUrl', { index: i + 1 })}
              helperText={t('linkHelp')}
              required
            />
            <Button size="xs" variant="ghost" onPress={() => links.remove(i)}>
              {t('removeLink', { index: i + 1 })}
            </Button>
          </div>
        ))}
        {links.fields.length < REFERENCE_LIMITS.links ? (
          <div className={formStyles.wide}>
            <Button size="s" variant="secondary" onPress={() => links.append({ title: '', link: '' })}>
              {t('addLink')}
            </Button>
          </div>
        ) : null}
      </fieldset>
      <fieldset className={formStyles.grid}>
        <legend className={formStyles.legend}>{t('parties')}</legend>
        <p className={`${formStyles.note} ${formStyles.wide}`}>{t('partiesHelp')}</p>
        {parties.fields.map((field, i) => (
          <div key={field.id} className={`${formStyles.wide} ${styles.repeat}`}>
            {PARTY_FIELDS.map((name) => (
              <FormTextField
                key={name}
                control={c}
                name={`involvedParties.${i}.${name}`}
                label={t(`party.${name}`, { index: i + 1 })}
                required
              />
            ))}
            <Button size="xs" variant="ghost" onPress={() => parties.remove(i)}>
              {t('removeParty', { index: i + 1 })}
            </Button>
          </div>
        ))}
        {parties.fields.length < REFERENCE_LIMITS.parties ? (
          <div className={formStyles.wide}>
            <Button
              size="s"
              variant="secondary"
              onPress={() => parties.append({ firstname: '', lastname: '', function: '', company: '', contact: '' })}
            >
              {t('addParty')}
            </Button>
          </div>
        ) : null}
      </fieldset>
      <FormAlert code={alert.code} />
      <Button type="submit" fullWidth disabled={form.formState.isSubmitting}>
        {t('submit')}
      </Button>
    </form>
  )
}
