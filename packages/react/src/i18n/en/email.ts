// The email login's later steps and the embedded wallet's texts.
// English; the other languages' catalogs hold every text of the UI (../locales/).
export const emailTexts = {
  'email.authenticating': 'Authenticating...',
  'emailOtp.label': 'Verification code',
  'emailOtp.digit': 'Digit {n} of {count}',
  'emailOtp.resend': 'Resend code',
  'emailOtp.resendIn': 'Resend code in {seconds} s',
  'emailOtp.resent': 'A new code is on its way.',
  'emailDevice.text':
    'This device is new for your account. Open the link we sent to {email} to approve it, then continue here for your code.',
  'emailDevice.continue': 'I opened the link',
  'emailOtp.triesLeft': '{count, plural, one {# try left.} other {# tries left.}}',
  'recovery.setIntro':
    'Your wallet is being created. The recovery password opens it on another device; nobody can reset it for you, not this site and not its server.',
  'recovery.enterIntro':
    'This device is new for your account. Enter the recovery password you chose at your first login.',
  'approve.inFrame': 'Review this request in your email wallet’s secure window, and answer it there.',
  'approve.waiting': 'Waiting for your answer ({method})…',
  'recovery.inFrame': 'Your email wallet’s secure window asks for the password.',
  'recovery.openFrame': 'Open the secure window',
  'updateEmail.intro': 'Your email is {email}. We will send a code to it and another to the new address.',
  'updateEmail.label': 'New email',
  'updateEmail.sending': 'Sending codes…',
  'updateEmail.primarySent': 'Enter the code we sent to your current email, {email}',
  'updateEmail.secondarySent': 'Enter the code we sent to your new email, {email}',
  'updateEmail.checking': 'Checking the code…',
  'updateEmail.updating': 'Updating your email…',
  'updateEmail.resent': 'New codes are on their way to both addresses.',
  'updateEmail.retypeFirst': 'Enter the code sent to {email} again',
} satisfies Record<string, string>
