// The part of React's `scheduler` package that test/setup-dom.ts uses (the package ships no types).
declare module 'scheduler' {
  export const unstable_IdlePriority: number
  export function unstable_scheduleCallback(priority: number, callback: () => void): unknown
}
