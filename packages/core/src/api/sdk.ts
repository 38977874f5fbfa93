/** What Foyer sends as `st` (sdk type) and `sv` (sdk version) to its server. Kept equal to package.json. */
export const foyerSdk = { type: 'foyer', version: '0.1.0' } as const
