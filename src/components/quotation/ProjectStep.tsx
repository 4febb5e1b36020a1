'use client'

import { useTranslations } from 'next-intl'
import type { Dispatch, SetStateAction } from 'react'
import { useController } from 'react-hook-form'
import { FormPostcodeCity } from '@/components/accounts/FormPostcodeCity'
import { afterPress, FormRadioList, FormTextField, useCodeMessage } from '@/components/accounts/form'
import formStyles from '@/components/accounts/form.module.css'
import { Checkbox } from '@/components/ui/Checkbox'
import { FieldMessage, RequiredMark } from '@/components/ui/Field'
import fieldStyles from '@/components/ui/Field.module.css'
import { PROJECT_TYPES, QUOTATION_LIMITS } from '@/domain/quotation'
import { PhotoUploader, type UploadedPhoto } from './PhotoUploader'
import styles from './Quotation.module.css'
import { RichTextEditor } from './RichTextEditor'
import type { WizardControl, WorkCategoryOption } from './types'

/**
 * The wizard's second step: the project (name, description, types of work, kind, size, deadline), its site address
 * and its photos, with the fields only this step asks for.
 */
export function ProjectStep({
  control,
  colour,
  workCategories,
  today,
  uploadKey,
  photos,
  onPhotos,
  onUploading,
}: {
  control: WizardControl
  colour: string | null
  workCategories: WorkCategoryOption[]
  today: string
  uploadKey: string
  photos: UploadedPhoto[]
  onPhotos: Dispatch<SetStateAction<UploadedPhoto[]>>
  onUploading: (busy: boolean) => void
}) {
  const t = useTranslations('Quotation')
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('project.legend')}</legend>
        <FormTextField
          control={control}
          name="name"
          label={t('project.name')}
          helperText={t('project.nameHelp')}
          maxLength={QUOTATION_LIMITS.name}
          required
        />
        <DescriptionField control={control} label={t('project.description')} help={t('project.descriptionHelp')} />
        {colour ? <p className={styles.note}>{t('project.colourNote', { colour })}</p> : null}
        <CategoriesField control={control} options={workCategories} label={t('project.categories')} />
        <FormRadioList
          control={control}
          name="projectType"
          label={t('project.projectType')}
          required
          items={PROJECT_TYPES.map((id) => ({ id, label: t(`project.types.${id}`) }))}
        />
        <div className={styles.grid}>
          <FormTextField
            control={control}
            name="size"
            label={t('project.size')}
            type="number"
            inputMode="decimal"
            required
          />
          <DateField control={control} label={t('project.deadline')} min={today} />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('project.addressLegend')}</legend>
        <div className={styles.grid}>
          <div className={formStyles.wide}>
            <FormTextField
              control={control}
              name="street"
              label={t('project.street')}
              autoComplete="address-line1"
              required
            />
          </div>
          <FormPostcodeCity
            control={control}
            postcodeName="postcode"
            cityName="city"
            postcodeLabel={t('project.postcode')}
            cityLabel={t('project.city')}
            required
          />
        </div>
      </fieldset>
      {uploadKey ? (
        <PhotoUploader
          photos={photos}
          uploadKey={uploadKey}
          onChange={onPhotos}
          onBusyChange={onUploading}
          takeHanded
        />
      ) : null}
    </>
  )
}

function DescriptionField({ control, label, help }: { control: WizardControl; label: string; help: string }) {
  const message = useCodeMessage()
  const { field, fieldState } = useController({ control, name: 'comment' })
  return (
    <RichTextEditor
      label={label}
      helperText={help}
      required
      max={QUOTATION_LIMITS.description}
      value={field.value}
      onChange={field.onChange}
      onBlur={() => afterPress(field.onBlur)}
      inputRef={field.ref}
      errorText={fieldState.error ? message(fieldState.error.message) : undefined}
    />
  )
}

function CategoriesField({
  control,
  options,
  label,
}: {
  control: WizardControl
  options: WorkCategoryOption[]
  label: string
}) {
  const message = useCodeMessage()
  const { field, fieldState } = useController({ control, name: 'workCategories' })
  const selected = field.value
  return (
    <fieldset className={styles.subFieldset} aria-describedby={fieldState.error ? 'categories-error' : undefined}>
      <legend className={fieldStyles.label}>
        {label}
        <RequiredMark />
      </legend>
      <div className={styles.checkboxes}>
        {options.map((option) => (
          <Checkbox
            key={option.id}
            label={option.name}
            isSelected={selected.includes(option.id)}
            onChange={(on) =>
              field.onChange(on ? [...selected, option.id] : selected.filter((id: string) => id !== option.id))
            }
            onBlur={() => afterPress(field.onBlur)}
          />
        ))}
      </div>
      <FieldMessage id="categories-error" tone="error">
        {fieldState.error ? message(fieldState.error.message) : undefined}
      </FieldMessage>
    </fieldset>
  )
}

function DateField({ control, label, min }: { control: WizardControl; label: string; min: string }) {
  const message = useCodeMessage()
  const { field, fieldState } = useController({ control, name: 'workEndDate' })
  const error = fieldState.error ? message(fieldState.error.message) : undefined
  return (
    <div className={fieldStyles.field}>
      <label htmlFor="quotation-deadline" className={fieldStyles.label}>
        {label}
        <RequiredMark />
      </label>
      <input
        id="quotation-deadline"
        ref={field.ref}
        type="date"
        name={field.name}
        min={min}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={() => afterPress(field.onBlur)}
        required
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? 'quotation-deadline-error' : undefined}
        className={fieldStyles.control}
      />
      <FieldMessage id="quotation-deadline-error" tone="error">
        {error}
      </FieldMessage>
    </div>
  )
}
