/** Every string the deployment shows to people (kept beside the deploy code; see ../messages.ts). */
export const deployMessages = {
  'deploy.failed': 'Setting up the devnet contracts on chain {chainId} failed at "{step}"',
  'deploy.alreadyUsed':
    'The devnet deployer {deployer} has already sent {nonce} transactions on chain {chainId}: the contracts would not land on their fixed addresses',
  'deploy.addressMismatch': 'On chain {chainId}, {contract} is not at its fixed address {expected}',
} as const

export type DeployMessageKey = keyof typeof deployMessages

/** Looks up `key` and fills `{name}` placeholders from `params`. */
export function deployMessage(
  key: DeployMessageKey,
  params: Record<string, string | number | bigint>,
): string {
  return deployMessages[key].replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = params[name]
    return value === undefined ? match : String(value)
  })
}
