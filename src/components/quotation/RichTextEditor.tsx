'use client'

import { useTranslations } from 'next-intl'
import { type Ref, useEffect, useId, useImperativeHandle, useRef } from 'react'
import { FieldMessage, RequiredMark } from '@/components/ui/Field'
import fieldStyles from '@/components/ui/Field.module.css'
import { richTextLength, sanitizeRichText } from '@/domain/rich-text'
import styles from './Quotation.module.css'

const COMMANDS = [
  { command: 'bold', key: 'bold' },
  { command: 'italic', key: 'italic' },
  { command: 'insertUnorderedList', key: 'bullets' },
  { command: 'insertOrderedList', key: 'numbers' },
] as const

interface Props {
  label: string
  helperText?: string
  errorText?: string
  required?: boolean
  max: number
  value: string
  onChange: (html: string) => void
  onBlur: () => void
  inputRef?: Ref<{ focus: () => void }>
}

/**
 * A small rich-text field: a contenteditable box with bold, italic and the two lists (the browser's editing
 * commands), pasted text as plain text, and the value kept as the sanitized HTML the server accepts. The
 * counter shows the plain-text length the 400-character rule counts.
 */
export function RichTextEditor({
  label,
  helperText,
  errorText,
  required,
  max,
  value,
  onChange,
  onBlur,
  inputRef,
}: Props) {
  const t = useTranslations('Quotation.editor')
  const tp = useTranslations('Quotation.project')
  const id = useId()
  const box = useRef<HTMLDivElement>(null)
  const lastEmitted = useRef<string | null>(null)
  useImperativeHandle(inputRef, () => ({ focus: () => box.current?.focus() }))

  // Writes the value into the box only when it comes from outside (restored answers), never while typing.
  useEffect(() => {
    if (box.current && value !== lastEmitted.current) {
      box.current.innerHTML = sanitizeRichText(value)
      lastEmitted.current = value
    }
  }, [value])

  const emit = () => {
    const html = sanitizeRichText(box.current?.innerHTML ?? '')
    lastEmitted.current = html
    onChange(html)
  }
  const run = (command: string) => {
    box.current?.focus()
    document.execCommand(command)
    emit()
  }
  const count = richTextLength(value)
  const describedBy = [helperText ? `${id}-help` : null, `${id}-count`, errorText ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ')

  return (
    <div className={fieldStyles.field}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      <div className={styles.editor} data-invalid={errorText ? 'true' : undefined}>
        <div role="toolbar" aria-label={t('toolbar')} aria-controls={`${id}-box`} className={styles.toolbar}>
          {COMMANDS.map((c) => (
            <button
              key={c.command}
              type="button"
              className={styles.toolButton}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(c.command)}
            >
              <span className={styles[`tool_${c.key}`]}>{t(c.key)}</span>
            </button>
          ))}
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a rich-text box has no native element; role textbox is the ARIA pattern. */}
        <div
          ref={box}
          id={`${id}-box`}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          aria-invalid={errorText ? 'true' : undefined}
          contentEditable
          suppressContentEditableWarning
          className={styles.editable}
          data-testid="description-editor"
          onInput={emit}
          onBlur={onBlur}
          onPaste={(event) => {
            event.preventDefault()
            document.execCommand('insertText', false, event.clipboardData.getData('text/plain'))
          }}
          onKeyDown={(event) => {
            if ((event.ctrlKey || event.metaKey) && ['b', 'i'].includes(event.key.toLowerCase())) {
              event.preventDefault()
              run(event.key.toLowerCase() === 'b' ? 'bold' : 'italic')
            }
          }}
        />
      </div>
      <FieldMessage id={`${id}-help`} tone="help">
        {helperText}
      </FieldMessage>
      <p id={`${id}-count`} className={count > max ? fieldStyles.error : fieldStyles.help}>
        {tp('counter', { count, max })}
      </p>
      <FieldMessage id={`${id}-error`} tone="error">
        {errorText}
      </FieldMessage>
    </div>
  )
}
