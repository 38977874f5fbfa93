/** The site as wallets and the login frame show it (name, description, url, icons). */
export interface Metadata {
  name: string
  description: string
  url: string
  icons: string[]
}
