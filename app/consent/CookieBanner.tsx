import {useLocation} from '@remix-run/react'
import {messages} from '~/messages'
import {CONSENT_ENDPOINT, consentFormValue, type ConsentLevel} from './consent'

const t = messages.consent

/** Where a no-JavaScript consent form comes back to: this page, with its query. */
function ReturnPath() {
  const {pathname, search} = useLocation()
  return <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
}

/**
 * The cookie banner, at the bottom of every page until the visitor chooses (the server reads
 * the cookie, so those who chose get it hidden, and "Preferências de cookies" can bring it
 * back). Both choices are equally prominent (as the ANPD's cookie guidance asks). A plain form
 * that sets the cookie and returns to the same page; app/behaviours/cookie-banner.ts applies
 * the choice at once instead.
 */
export function CookieBanner({consent, analyticsId}: {consent: ConsentLevel; analyticsId: string | null}) {
  return (
    <section
      className="cookie-banner"
      aria-labelledby="cookie-banner-title"
      hidden={consent !== 'none'}
      data-cookie-banner=""
      data-analytics-id={analyticsId ?? undefined}
    >
      <div className="cookie-banner__inner">
        <div>
          <h2 id="cookie-banner-title">{t.title}</h2>
          <p>
            {t.text} <a href="/politica-de-privacidade">{messages.privacy.link}</a>.
          </p>
        </div>
        <form method="post" action={CONSENT_ENDPOINT} className="cookie-banner__actions">
          <ReturnPath />
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
  return (
    <form method="post" action={CONSENT_ENDPOINT} className="cookie-preferences" data-cookie-preferences="">
      <ReturnPath />
      <button type="submit" name="consent" value={consentFormValue('none')} className="link-button">
        {t.preferences}
      </button>
    </form>
  )
}
