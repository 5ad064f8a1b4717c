import {Link} from '@remix-run/react'
import {HONEYPOT_FIELD} from '~/forms/submission'
import {messages} from '~/messages'
import {formMessages} from '~/messages/forms'

export type FormState =
  {status: null} | {status: 'enviando'} | {status: 'sucesso'; message: string} | {status: 'erro'; formErrors: string[]}

/**
 * The form's live regions: progress and success are announced politely, errors at once.
 * Both regions are always in the page so assistive technology hears every change.
 */
export function FormStatus({state}: {state: FormState}) {
  return (
    <>
      <div className="form-status" role="status">
        {state.status === 'enviando' ? formMessages.sending : null}
        {state.status === 'sucesso' ? <p className="form-status__success">{state.message}</p> : null}
      </div>
      <div className="form-errors" role="alert">
        {state.status === 'erro'
          ? state.formErrors.map((error) => (
              <p key={error} className="form-errors__message">
                {error}
              </p>
            ))
          : null}
      </div>
    </>
  )
}

/** "Your data is used only for this": next to every submit button. */
export function PrivacyNotice() {
  return (
    <p className="form-privacy">
      {formMessages.privacyBefore} <Link to="/politica-de-privacidade">{messages.privacy.link}</Link>.
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
