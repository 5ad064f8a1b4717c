import {Link} from '@remix-run/react'
import type {FormEvent} from 'react'
import {messages} from '~/messages'
import {CONSENT_ENDPOINT, consentFormValue, consentFromFormValue} from './consent'
import {useConsent} from './ConsentProvider'

const t = messages.consent

/** Reads which button sent the form, so the same form works with and without JavaScript. */
const chosenLevel = (event: FormEvent<HTMLFormElement>) =>
  consentFromFormValue(((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value)

/**
 * The cookie banner, at the bottom of every page until the visitor chooses. Both choices
 * are equally prominent (as the ANPD's cookie guidance asks). Without JavaScript it is a
 * plain form that sets the cookie and returns to the same page.
 */
export function CookieBanner() {
  const consent = useConsent()
  if (consent.level !== 'none') return null
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const level = chosenLevel(event)
    if (!level) return
    event.preventDefault()
    consent.choose(level)
  }
  return (
    <section className="cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="cookie-banner__inner">
        <div>
          <h2 id="cookie-banner-title">{t.title}</h2>
          <p>
            {t.text} <Link to="/politica-de-privacidade">{messages.privacy.link}</Link>.
          </p>
        </div>
        <form method="post" action={CONSENT_ENDPOINT} className="cookie-banner__actions" onSubmit={onSubmit}>
          <input type="hidden" name="redirectTo" value={consent.returnPath} />
          <button type="submit" name="consent" value={consentFormValue('necessary')} className="button button--outline">
            {t.necessary}
          </button>
          <button type="submit" name="consent" value={consentFormValue('all')} className="button button--outline">
            {t.all}
          </button>
        </form>
      </div>
    </section>
  )
}

/** "Preferências de cookies" in the footer: clears the choice, so the banner shows again. */
export function CookiePreferencesButton() {
  const consent = useConsent()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    consent.choose('none')
  }
  return (
    <form method="post" action={CONSENT_ENDPOINT} onSubmit={onSubmit} className="cookie-preferences">
      <input type="hidden" name="redirectTo" value={consent.returnPath} />
      <button type="submit" name="consent" value={consentFormValue('none')} className="link-button">
        {t.preferences}
      </button>
    </form>
  )
}
