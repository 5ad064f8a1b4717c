import {CookiePreferencesButton} from '~/consent/CookieBanner'
import {ARTICLES_PATH} from '~/domain/articles'
import {mailtoHref, whatsappHref} from '~/domain/links'
import {messages} from '~/messages'
import type {SETTINGS_QUERYResult} from '~/sanity.types'
import {SmartLink} from './SmartLink'

type Settings = NonNullable<SETTINGS_QUERYResult>

const socialNetworks = ['facebook', 'instagram', 'youtube', 'linkedin', 'twitch'] as const

export function SiteFooter({settings}: {settings: Settings}) {
  const t = messages.footer
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <img src="/logo.svg" alt={settings.siteName} width={200} height={56} loading="lazy" className="site-footer__logo" />
          <p className="site-footer__tagline">{settings.tagline}</p>
        </div>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t.contactHeading}</h2>
          <ul>
            <li>
              <SmartLink href={whatsappHref(settings.phone, settings.whatsappGreeting)} newTab>
                {t.whatsapp}: {settings.phone}
              </SmartLink>
            </li>
            <li>
              <a href={mailtoHref(settings.email)}>
                {t.email}: {settings.email}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social">{t.socialHeading}</h2>
          <ul>
            {socialNetworks.map((network) => (
              <li key={network}>
                <SmartLink href={settings.social[network]} newTab>
                  {t.social[network]}
                </SmartLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        <p className="site-footer__notice">{settings.serviceAreaNotice}</p>
        <a href={ARTICLES_PATH}>{messages.footer.articles}</a>
        <a href="/politica-de-privacidade">{messages.privacy.link}</a>
        <CookiePreferencesButton />
      </div>
    </footer>
  )
}
