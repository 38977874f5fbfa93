/**
 * JSON.stringify that writes bigints as plain JSON numbers, as the Solana RPC writes u64 values (a
 * `rentEpoch` of 2^64-1, large lamport amounts). `undefined` fields are left out, like JSON.stringify.
 */
export function stringifyJson(value: unknown): string {
  if (value === null) return 'null'
  switch (typeof value) {
    case 'bigint':
      return value.toString()
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null'
    case 'boolean':
      return value ? 'true' : 'false'
    case 'string':
      return JSON.stringify(value)
    case 'object': {
      if (Array.isArray(value)) {
        return `[${value.map((item) => (item === undefined ? 'null' : stringifyJson(item))).join(',')}]`
      }
      const fields: string[] = []
      for (const [key, item] of Object.entries(value)) {
        if (item === undefined || typeof item === 'function') continue
        fields.push(`${JSON.stringify(key)}:${stringifyJson(item)}`)
      }
      return `{${fields.join(',')}}`
    }
    default:
      return 'null'
  }
}
