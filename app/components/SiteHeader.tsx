import {useLocation} from '@remix-run/react'
import {messages} from '~/messages'

const t = messages.nav

const solutionLinks = [
  {to: '/projetos', label: t.projects},
  {to: '/eva-baby', label: t.evaBaby},
  {to: '/insumos', label: t.supplies},
]

const MENU_ID = 'menu-principal'
const SOLUTIONS_ID = 'menu-solucoes'

/** A menu link, marked as the current page on its own path and below it ("/" only on itself). */
function MenuLink({to, label, pathname}: {to: string; label: string; pathname: string}) {
  const current = to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`)
  return (
    <a href={to} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined}>
      {label}
    </a>
  )
}

/**
 * The header menu. Wide screens show it in a row; at 768 px or narrower it folds behind
 * the "Menu" button (app/behaviours/menu.ts). Without JavaScript the menu stays unfolded
 * and the dropdown opens on hover and focus (no-js.css).
 */
export function SiteHeader() {
  const {pathname} = useLocation()
  const solutionsActive = solutionLinks.some((link) => pathname.startsWith(link.to))
  return (
    <header className="site-header">
      <a className="skip-link" href="#conteudo">
        {t.skipToContent}
      </a>
      <div className="site-header__inner">
        <a href="/" className="site-header__logo" aria-label={t.logo}>
          <img src="/logo.svg" alt="" width={200} height={56} />
        </a>
        <nav aria-label={t.label} className="site-nav" data-open="false" data-menu="">
          <button type="button" className="site-nav__toggle" aria-expanded="false" aria-controls={MENU_ID} data-menu-toggle="">
            <span className="site-nav__toggle-icon" aria-hidden="true" />
            {t.toggle}
          </button>
          <ul id={MENU_ID} className="site-nav__list">
            <li>
              <MenuLink to="/" label={t.home} pathname={pathname} />
            </li>
            <li>
              <MenuLink to="/sobre-nos" label={t.about} pathname={pathname} />
            </li>
            <li className="site-nav__dropdown" data-open="false" data-dropdown="">
              <button
                type="button"
                className={solutionsActive ? 'active' : undefined}
                aria-expanded="false"
                aria-controls={SOLUTIONS_ID}
                data-dropdown-toggle=""
              >
                {t.solutions}
                <span className="site-nav__caret" aria-hidden="true" />
              </button>
              <ul id={SOLUTIONS_ID} className="site-nav__submenu">
                {solutionLinks.map((link) => (
                  <li key={link.to}>
                    <MenuLink to={link.to} label={link.label} pathname={pathname} />
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <MenuLink to="/contato" label={t.contact} pathname={pathname} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
