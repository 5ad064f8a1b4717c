import {useEffect, useRef} from 'react'
import {messages} from '~/messages'
import {formMessages} from '~/messages/forms'
import {useFormMessages} from './form-context'
import {HONEYPOT_FIELD} from './submission'

/**
 * The form's live regions: progress and success are announced politely, errors at once.
 * Both regions are always in the page so assistive technology hears every change. The
 * messages come from the form's check (./form-context.ts): they change as the visitor corrects.
 */
export function FormStatus({sending, success}: {sending: boolean; success: string | undefined}) {
  const errors = useFormMessages()
  const showsErrors = !sending && errors.length > 0
  return (
    <>
      <div className="form-status" role="status">
        {sending ? formMessages.sending : null}
        {!sending && !showsErrors && success ? <Success message={success} /> : null}
      </div>
      <div className="form-errors" role="alert">
        {showsErrors
          ? errors.map((error) => (
              <p key={error} className="form-errors__message">
                {error}
              </p>
            ))
          : null}
      </div>
    </>
  )
}

/**
 * The success takes the focus from the form, which is now empty: an Enter pressed a moment
 * after the first (the send is quick) lands here, not on an empty form that would bury the
 * success under its messages (docs/decisions/0035).
 */
function Success({message}: {message: string}) {
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <p ref={ref} className="form-status__success" tabIndex={-1}>
      {message}
    </p>
  )
}

/** "Your data is used only for this": next to every submit button. */
export function PrivacyNotice() {
  return (
    <p className="form-privacy">
      {formMessages.privacyBefore} <a href="/politica-de-privacidade">{messages.privacy.link}</a>.
    </p>
  )
}

/** A field people never see or reach; only bots fill it. */
export function Honeypot() {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor="form-site">{formMessages.honeypotLabel}</label>
      <input id="form-site" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
