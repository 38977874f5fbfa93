/** A short printable form of an untrusted value, for error details (bigints written as numbers). */
export function describeValue(value: unknown): string {
  let text: string
  try {
    text =
      JSON.stringify(value, (_, item: unknown) => (typeof item === 'bigint' ? item.toString() : item)) ??
      String(value)
  } catch {
    // Circular: the type is enough to explain the problem.
    text = `a value of type ${typeof value}`
  }
  return text.length > 200 ? `${text.slice(0, 200)}…` : text
}
