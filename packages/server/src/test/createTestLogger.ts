import type { Logger } from '../logger.js'

export interface LogEntry {
  level: 'info' | 'warn' | 'error'
  message: string
  fields: Record<string, unknown> | undefined
}

/**
 * A logger that keeps its entries for assertions instead of printing them.
 *
 * @example
 * const logger = createTestLogger()
 * expect(logger.entries.map((entry) => entry.level)).toEqual(['warn'])
 */
export function createTestLogger(): Logger & { entries: LogEntry[] } {
  const entries: LogEntry[] = []
  const log = (level: LogEntry['level']) => (message: string, fields?: Record<string, unknown>) => {
    entries.push({ level, message, fields })
  }
  return { entries, info: log('info'), warn: log('warn'), error: log('error') }
}
