import { accountButton, apiUrl, connect, demoUrl, expect, modal, openFromButton, test } from './fixtures.js'

// The Foyer Dev Wallet holds dev account #3 here (?devaccount=3): a name changes how every page shows
// the account, and no other test reads #3.
const truncated = '0x90F7…93b906'
const address = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

test("default: register a name — the wallet signs, the name is the account's identity, after a reload too", async ({
  page,
  wallet,
}) => {
  const label = `harbor-${Date.now().toString(36)}`
  await page.goto(`${demoUrl()}/?devaccount=3`)
  await connect(page, wallet)
  await openFromButton(page, accountButton(page, truncated))
  const dialog = modal(page)
  await dialog.getByRole('button', { name: 'Choose a name' }).click()
  await expect(dialog).toHaveAccessibleName('Choose your name')

  const field = dialog.getByRole('textbox', { name: 'Name' })
  await field.fill('ab')
  await expect(dialog.getByText('Use at least 4 characters')).toBeVisible()
  await field.fill('ab cd')
  await expect(dialog.getByText('Use letters, numbers and hyphens only')).toBeVisible()
  await field.fill(label)
  await expect(dialog.getByText(`${label}.reown.id is available`)).toBeVisible()
  await dialog.getByRole('button', { name: 'Register' }).click()

  // A refused signature keeps the view and the name typed.
  await wallet.reject()
  await expect(dialog.getByRole('alert')).toContainText('rejected')
  await expect(field).toHaveValue(label)

  await dialog.getByRole('button', { name: 'Register' }).click()
  await wallet.approve()
  await expect(dialog).toHaveAccessibleName('Name registered')
  await expect(dialog.getByText(`${label}.reown.id is now the name of this account.`)).toBeVisible()
  await dialog.getByRole('button', { name: 'Back to account' }).click()
  await expect(dialog).toHaveAccessibleName('Account')
  await expect(dialog.getByText(`${label}.reown.id`)).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Choose a name' })).toBeHidden()
  await page.keyboard.press('Escape')
  await expect(
    page.getByRole('banner').getByRole('button', { name: new RegExp(`${label}\\.reown\\.id`) }),
  ).toBeVisible()

  // The server knows it: the name resolves to the account, and a reload shows it again.
  const record = await fetch(
    `${apiUrl()}/v1/profile/account/${label}.reown.id?apiVersion=2&projectId=foyer-demo&st=e2e&sv=0`,
    {
      headers: { origin: new URL(demoUrl()).origin },
    },
  )
  expect(record.status, await record.clone().text()).toBe(200)
  expect(JSON.stringify(await record.json()).toLowerCase()).toContain(address.toLowerCase())
  await page.reload()
  const named = page.getByRole('banner').getByRole('button', { name: new RegExp(`${label}\\.reown\\.id`) })
  await expect(named).toBeVisible({ timeout: 15_000 })

  // Send reads the name as its receiver.
  await named.click()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByLabel('To', { exact: true }).fill(`${label}.reown.id`)
  await expect(dialog.getByText(`${label}.reown.id → ${truncated}`)).toBeVisible()
})
