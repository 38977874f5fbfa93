'use client'

import { type CreateFoyerReturnType, createFoyer } from '@foyer/core'
import { evmAdapter } from '@foyer/evm'
import { ConnectButton, FoyerProvider, NetworkButton, useFoyerAccount } from '@foyer/react'
import { useState } from 'react'
import { networks } from './networks'

const create = () => createFoyer({ projectId: 'foyer-demo', networks, adapters: [evmAdapter()] })

let browserFoyer: CreateFoyerReturnType | undefined

/**
 * One Foyer instance per page load in the browser (where core uses localStorage and restores the last
 * session), one per request on the server (where it keeps its state in memory and touches no `window`):
 * a request never sees another visitor's state.
 */
function getFoyer(): CreateFoyerReturnType {
  if (typeof window === 'undefined') return create()
  browserFoyer ??= create()
  return browserFoyer
}

export function FoyerDemo() {
  const [foyer] = useState(getFoyer)
  return (
    <FoyerProvider foyer={foyer}>
      <header>
        <NetworkButton />
        <ConnectButton />
      </header>
      <Account />
    </FoyerProvider>
  )
}

function Account() {
  const { status, address } = useFoyerAccount()
  return (
    <dl>
      <dt>Status</dt>
      <dd data-testid="demo-status">{status}</dd>
      <dt>Address</dt>
      <dd data-testid="demo-address">{address ?? '—'}</dd>
    </dl>
  )
}
