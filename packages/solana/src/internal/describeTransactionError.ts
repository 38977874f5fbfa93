import { describeValue } from './describeValue.js'

/**
 * A transaction error in words for a preview: the failing program's own message from the logs ('Error:
 * insufficient funds' from the Token program, 'Transfer: insufficient lamports 5, need 10' from the System
 * program), else the log line that says which program failed, else the runtime's error value
 * ('"AccountNotFound"', '{"InstructionError":[0,{"Custom":1}]}').
 *
 * @example
 * describeTransactionError({ InstructionError: [1, { Custom: 1 }] }, ['Program log: Error: insufficient funds'])
 * // 'Error: insufficient funds'
 */
export function describeTransactionError(err: unknown, logs: readonly string[] | null | undefined): string {
  const lines = logs ?? []
  const line =
    lines.find((item) => item.startsWith('Program log: Error: ')) ??
    lines.find((item) => /insufficient/i.test(item)) ??
    lines.find((item) => / failed: /.test(item))
  return line ? line.replace(/^Program log: /, '') : describeValue(err)
}
