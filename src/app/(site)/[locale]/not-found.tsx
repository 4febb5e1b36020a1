import { getTranslations } from 'next-intl/server'
import { ErrorScreen } from '@/components/layout/ErrorScreen'

/** 404 inside the site's layout. */
export default async function NotFound() {
  const t = await getTranslations('NotFound')
  return <ErrorScreen title={t('title')} text={t('text')} backLabel={t('back')} status={404} />
}
