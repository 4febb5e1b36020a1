'use client'

/**
 * The style guide: every UI primitive in every state, in the page's language, with the design
 * tokens. Sections added by other features (toasts, modals) come in as children, at the end.
 */
import { useLocale, useTranslations } from 'next-intl'
import { type ReactNode, useState } from 'react'
import { AriaLocale } from '@/components/layout/AriaLocale'
import { Button } from '@/components/ui/Button'
import { Checkbox } from '@/components/ui/Checkbox'
import { Expandable, type ExpandableTheme } from '@/components/ui/Expandable'
import { ArrowRightIcon } from '@/components/ui/icons'
import { RadioList } from '@/components/ui/RadioList'
import { Select, type SelectOption } from '@/components/ui/Select'
import { Tag, type TagSize } from '@/components/ui/Tag'
import { TextField } from '@/components/ui/TextField'
import { BELGIAN_PROVINCES } from '@/domain/geography'
import { Link } from '@/i18n/navigation'
import { isLocale, type Locale, localeInfo } from '@/i18n/routing'
import styles from './Styleguide.module.css'

const COLOUR_TOKENS = [
  'brand',
  'brand-strong',
  'brand-soft',
  'accent',
  'accent-soft',
  'ink',
  'ink-muted',
  'surface',
  'surface-alt',
  'surface-dark',
  'on-dark',
  'border',
  'border-strong',
  'focus',
  'info',
  'info-soft',
  'success',
  'success-soft',
  'warning',
  'warning-soft',
  'danger',
  'danger-soft',
] as const

const FONT_SIZE_TOKENS = ['3xl', '2xl', 'xl', 'l', 'm', 's', 'xs'] as const
const BUTTON_VARIANTS = ['primary', 'secondary', 'ghost'] as const
const BUTTON_SIZES = ['xs', 's', 'm'] as const
const TAG_SIZES: readonly TagSize[] = ['xs', 's']
const EXPANDABLE_THEMES: readonly ExpandableTheme[] = ['dark', 'light', 'steps', 'transparent']

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

export interface StyleguideProps {
  /** Further sections (feedback, modals), rendered after the primitives. */
  children?: ReactNode
}

export function Styleguide({ children }: StyleguideProps) {
  const t = useTranslations('Styleguide')
  const tErrors = useTranslations('Form.errors')
  const current = useLocale()
  const locale: Locale = isLocale(current) ? current : 'fr'

  const provinces: SelectOption[] = BELGIAN_PROVINCES.map((p) => ({ id: p.code, label: p.name[locale] })).sort((a, b) =>
    a.label.localeCompare(b.label, localeInfo[locale].iso),
  )
  const projectTypes = [
    { id: 'renovation', label: t('renovation') },
    { id: 'new-construction', label: t('newConstruction') },
  ]

  return (
    <AriaLocale>
      <div className={styles.styleguide}>
        <Section id="sg-tokens" title={t('tokens')}>
          <h3>{t('colours')}</h3>
          <ul className={styles.swatches}>
            {COLOUR_TOKENS.map((name) => (
              <li key={name} className={styles.swatch}>
                <span className={styles.chip} style={{ background: `var(--color-${name})` }} />
                <code>--color-{name}</code>
              </li>
            ))}
          </ul>
          <h3>{t('typeScale')}</h3>
          <ul className={styles.typeScale}>
            {FONT_SIZE_TOKENS.map((size) => (
              <li key={size}>
                <code className={styles.caption}>--font-size-{size}</code>
                <span className={styles.typeSample} style={{ fontSize: `var(--font-size-${size})` }}>
                  {t('typeSample')}
                </span>
              </li>
            ))}
          </ul>
        </Section>

        <Section id="sg-buttons" title={t('buttons')}>
          {BUTTON_VARIANTS.map((variant) => (
            <div key={variant} className={styles.group}>
              <h3>{t(variant)}</h3>
              <div className={styles.row}>
                {BUTTON_SIZES.map((size) => (
                  <Button key={size} variant={variant} size={size}>
                    {t('size', { size })}
                  </Button>
                ))}
              </div>
              <p className={styles.caption}>{t('disabled')}</p>
              <div className={styles.row}>
                {BUTTON_SIZES.map((size) => (
                  <Button key={size} variant={variant} size={size} disabled>
                    {t('size', { size })}
                  </Button>
                ))}
              </div>
            </div>
          ))}
          <div className={styles.row}>
            <Button icon={<ArrowRightIcon />} iconPosition="end">
              {t('withIcon')}
            </Button>
            <Button as={Link} href="/" variant="secondary">
              {t('link')}
            </Button>
            <Button as={Link} href="/" variant="secondary" disabled>
              {t('link')}
            </Button>
          </div>
        </Section>

        <Section id="sg-tags" title={t('tags')}>
          <TagsDemo />
        </Section>

        <Section id="sg-expandables" title={t('expandables')}>
          <div className={styles.stack}>
            {EXPANDABLE_THEMES.map((theme) => (
              <div key={theme}>
                <p className={styles.caption}>{t('theme', { theme })}</p>
                <Expandable title={t('expandableTitle')} theme={theme}>
                  <p>{t('expandableBody')}</p>
                </Expandable>
              </div>
            ))}
            <div>
              <p className={styles.caption}>
                {t('titleSize', { size: 's' })} · {t('defaultOpen')}
              </p>
              <Expandable title={t('expandableTitle')} titleSize="s" defaultOpen>
                <p>{t('expandableBody')}</p>
              </Expandable>
            </div>
            <div>
              <p className={styles.caption}>{t('alwaysOpen')}</p>
              <Expandable title={t('expandableTitle')} expandable={false}>
                <p>{t('expandableBody')}</p>
              </Expandable>
            </div>
            <div>
              <p className={styles.caption}>{t('disabled')}</p>
              <Expandable title={t('expandableTitle')} disabled>
                <p>{t('expandableBody')}</p>
              </Expandable>
            </div>
          </div>
        </Section>

        <Section id="sg-fields" title={t('fields')}>
          <div className={styles.fields}>
            <TextField label={t('name')} placeholder={t('namePlaceholder')} autoComplete="family-name" />
            <TextField label={t('name')} placeholder={t('namePlaceholder')} required autoComplete="family-name" />
            <TextField label={t('email')} type="email" helperText={t('emailHelp')} required autoComplete="email" />
            <TextField
              label={t('email')}
              type="email"
              defaultValue={t('emailInvalid')}
              helperText={t('emailHelp')}
              errorText={tErrors('WRONG_EMAIL_FORMAT')}
              required
            />
            <TextField
              label={t('password')}
              type="password"
              helperText={t('passwordHelp')}
              autoComplete="new-password"
            />
            <TextField label={t('phone')} type="tel" helperText={t('phoneHelp')} autoComplete="tel" />
            <TextField label={t('surface')} type="number" />
            <TextField label={t('name')} defaultValue={t('namePlaceholder')} disabled />

            <Select label={t('province')} placeholder={t('choose')} options={provinces} />
            <Select
              label={t('province')}
              placeholder={t('choose')}
              options={provinces}
              required
              errorText={tErrors('IS_REQUIRED')}
            />
            <Select mode="multiple" label={t('provinces')} placeholder={t('choose')} options={provinces} />
            <Select
              mode="multiple"
              label={t('provinces')}
              placeholder={t('choose')}
              options={provinces}
              required
              errorText={tErrors('IS_REQUIRED')}
            />
            <Select label={t('province')} placeholder={t('choose')} options={provinces} defaultValue="BRU" disabled />

            <Checkbox label={t('accept')} />
            <Checkbox label={t('accept')} required errorText={tErrors('IS_REQUIRED')} />
            <Checkbox label={t('accept')} defaultSelected disabled />

            <RadioList label={t('projectType')} items={projectTypes} defaultValue="renovation" />
            <RadioList label={t('projectType')} items={projectTypes} required errorText={tErrors('IS_REQUIRED')} />
            <div>
              <p className={styles.caption}>{t('radioEmpty')}</p>
              <RadioList label={t('projectType')} items={[]} />
            </div>
          </div>
        </Section>

        {children}
      </div>
    </AriaLocale>
  )
}

/** Tags in both sizes, plain and removable; removed ones can be brought back. */
function TagsDemo() {
  const t = useTranslations('Styleguide')
  const [removed, setRemoved] = useState<readonly TagSize[]>([])
  const label = t('tag')
  return (
    <>
      {TAG_SIZES.map((size) => (
        <div key={size} className={styles.row}>
          <span className={styles.caption}>{t('size', { size })}</span>
          <Tag size={size}>{label}</Tag>
          {removed.includes(size) ? null : (
            <Tag
              size={size}
              removeLabel={t('removeTag', { tag: label })}
              onRemove={() => setRemoved((r) => [...r, size])}
            >
              {label}
            </Tag>
          )}
        </div>
      ))}
      {removed.length > 0 ? (
        <Button variant="ghost" size="s" onPress={() => setRemoved([])}>
          {t('restoreTags')}
        </Button>
      ) : null}
    </>
  )
}
