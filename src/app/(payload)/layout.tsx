/* Payload's admin root layout (from Payload's templates; Payload may regenerate it). */
import config from '@payload-config'
import '@payloadcms/next/css'
import { handleServerFunctions, RootLayout } from '@payloadcms/next/layouts'
import { headers } from 'next/headers'
import { getPayload, type ServerFunctionClient } from 'payload'
import type React from 'react'
import { wrongAdminAddressMessage } from '@/services/accounts/staff-session'
import { importMap } from './admin/importMap.js'

const serverFunction: ServerFunctionClient = async (args) => {
  'use server'
  if (args.name === 'form-state') {
    // Opened at an address the session cookie is not accepted at: Payload answers this call with "not allowed";
    // say which address to open instead, in the shape Payload gives that refusal.
    const message = await wrongAdminAddressMessage(await getPayload({ config }), await headers())
    if (message) return { errors: [{ message }] }
  }
  return handleServerFunctions({ ...args, config, importMap })
}

const Layout = ({ children }: { children: React.ReactNode }) => (
  <RootLayout config={config} importMap={importMap} serverFunction={serverFunction}>
    {children}
  </RootLayout>
)

export default Layout
