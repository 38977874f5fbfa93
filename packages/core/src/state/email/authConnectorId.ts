/** The connector of the email login's embedded wallet (one per instance, on eip155). */
export const AUTH_CONNECTOR_ID = 'foyer-auth'
