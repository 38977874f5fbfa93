/** Where the server writes what an operator needs to see. Fields are structured context. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}

/**
 * The default logger: one line per entry on stderr (info on stdout), fields as JSON.
 *
 * @example
 * createConsoleLogger().error('Request failed', { path: '/e', error })
 */
export function createConsoleLogger(): Logger {
  const line = (message: string, fields?: Record<string, unknown>) =>
    fields ? `${message} ${JSON.stringify(fields, replacer)}` : message
  return {
    info: (message, fields) => console.log(line(message, fields)),
    warn: (message, fields) => console.warn(line(message, fields)),
    error: (message, fields) => console.error(line(message, fields)),
  }
}

function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack }
  if (typeof value === 'bigint') return value.toString()
  return value
}
