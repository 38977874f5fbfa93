import { connect, type Foyer } from '@foyer/core'
import { act, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { findModalRoot } from './getModalRoot.js'
import { type RenderWithFoyerOptions, renderWithFoyer } from './renderWithFoyer.js'

/** Renders `ui`, connects the first fake wallet through core and opens the modal on `view`. */
export async function renderConnected(
  ui: ReactElement,
  parameters: RenderWithFoyerOptions & { view?: Parameters<Foyer['open']>[0] } = {},
) {
  const rendered = renderWithFoyer(ui, parameters)
  await act(async () => {
    await connect(rendered.foyer, { connectorId: 'fake.wallet' })
  })
  act(() => rendered.foyer.open(parameters.view))
  const modal = within(await findModalRoot())
  await modal.findByRole('dialog')
  return { ...rendered, modal }
}
