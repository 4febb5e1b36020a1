'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components'
import { DASHBOARD_TABS, type DashboardTab, dashboardTab } from '@/domain/dashboard'
import type { EstimateStatus } from '@/domain/estimates'
import { CompanyTab } from './CompanyTab'
import styles from './Dashboard.module.css'
import { PicturesSection } from './PicturesSection'
import { ProjectsTab } from './ProjectsTab'
import { QuotationsTab } from './QuotationsTab'
import { ReviewsTab } from './ReviewsTab'
import { SummaryTab } from './SummaryTab'

/** The tab in the address (`?tab=quotations`); the summary has none. Back and forward walk the tabs. */
function useTabInUrl(initial: DashboardTab) {
  const [tab, setTab] = useState<DashboardTab>(initial)
  useEffect(() => {
    const onPop = () => setTab(dashboardTab(new URLSearchParams(window.location.search).get('tab')))
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [])
  const select = useCallback((next: DashboardTab) => {
    setTab(next)
    const params = new URLSearchParams(window.location.search)
    if (next === 'dashboard') params.delete('tab')
    else params.set('tab', next)
    const query = params.toString()
    const url = `${window.location.pathname}${query ? `?${query}` : ''}`
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.pushState(null, '', url)
  }, [])
  return [tab, select] as const
}

/**
 * The professional's dashboard: summary, quotation requests, saved projects and the company profile, one tab
 * each (react-aria Tabs: arrow keys move between tabs, the panel follows).
 */
export function Dashboard({ initialTab, firstname }: { initialTab: DashboardTab; userId: string; firstname: string }) {
  const t = useTranslations('Dashboard')
  const [tab, setTab] = useTabInUrl(initialTab)
  // A status card of the summary opens the requests filtered on that status.
  const [statusFilter, setStatusFilter] = useState<EstimateStatus[] | null>(null)
  const openQuotations = (status?: EstimateStatus) => {
    setStatusFilter(status ? [status] : null)
    setTab('quotations')
  }

  return (
    <div className={styles.dashboard}>
      <p className={styles.welcome}>{t('welcome', { name: firstname })}</p>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(dashboardTab(key))} className={styles.tabs}>
        <TabList aria-label={t('tabsLabel')} className={styles.tabList}>
          {DASHBOARD_TABS.map((id) => (
            <Tab key={id} id={id} className={styles.tab}>
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="dashboard" className={styles.panel}>
          <SummaryTab onOpenQuotations={openQuotations} onOpenTab={setTab} />
        </TabPanel>
        <TabPanel id="quotations" className={styles.panel}>
          <QuotationsTab initialStatuses={statusFilter} />
        </TabPanel>
        <TabPanel id="reviews" className={styles.panel}>
          <ReviewsTab />
        </TabPanel>
        <TabPanel id="projects" className={styles.panel}>
          <ProjectsTab />
          <PicturesSection />
        </TabPanel>
        <TabPanel id="company" className={styles.panel}>
          <CompanyTab />
        </TabPanel>
      </Tabs>
    </div>
  )
}
