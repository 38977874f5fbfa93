/**
 * The frame's own texts in English: its catalog. Every language of the modal has the same keys
 * (`locales/*.ts`, checked by `messages.test.ts`); `{name}` is a value put in by `translate`.
 */
export const en = {
  'frame.badge': 'Secure window of your email wallet',
  'consent.title.message': 'Signature request',
  'consent.title.typedData': 'Signature request',
  'consent.title.transaction': 'Transaction request',
  'consent.site': '{origin} asks you to approve this.',
  'consent.account': 'Account',
  'consent.network': 'Network',
  'consent.message': 'Message',
  'consent.hexMessage': 'This message is not text: you would sign these bytes.',
  'consent.typedData': 'Data to sign',
  'consent.to': 'To',
  'consent.newContract': 'A new contract',
  'consent.value': 'Amount',
  'consent.data': 'Data',
  'consent.noData': 'None',
  'consent.unknownNetwork': 'Chain {chainId}',
  'consent.sign': 'Sign',
  'consent.approve': 'Approve',
  'consent.reject': 'Reject',
  'consent.arming': 'You can answer once this window is fully in view.',
  'consent.working': 'Working…',
  'password.set.title': 'Create a recovery password',
  'password.set.help':
    'It unlocks your wallet on a new device. Keep it safe: nobody, not even this site, can recover it for you.',
  'password.enter.title': 'Enter your recovery password',
  'password.enter.help': 'This device is new to your wallet. Your recovery password unlocks it here.',
  'password.label': 'Recovery password',
  'password.confirm': 'Type it again',
  'password.show': 'Show password',
  'password.submit': 'Continue',
  'password.cancel': 'Cancel',
  'password.working': 'Unlocking your wallet…',
  'password.mismatch': 'The two passwords are not the same.',
  'password.wrong': 'Incorrect recovery password.',
  'password.wrongTries': 'Incorrect recovery password. Tries left: {count}.',
  'password.locked': 'Too many wrong passwords: recovery is locked for now. We sent you an email.',
  'password.tooShort': 'Use at least {count} characters.',
  'password.weak.guessable': 'This password is too easy to guess. Add more words or characters.',
  'password.weak.common': 'This is a commonly used password. Choose another one.',
  'password.weak.repeated': 'Repeated characters or words are easy to guess.',
  'password.weak.sequence': 'Sequences like "abc" or "123" are easy to guess.',
  'password.weak.personal': 'Names, dates and words about you are easy to guess.',
  'error.generic': 'Something went wrong. Please try again.',
} as const

export type FrameMessageKey = keyof typeof en
export type FrameCatalog = Record<FrameMessageKey, string>
