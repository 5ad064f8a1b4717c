import {Link, NavLink, useLocation} from '@remix-run/react'
import {useId, useRef, useState, type FocusEvent, type KeyboardEvent} from 'react'
import {messages} from '~/messages'

const t = messages.nav

const solutionLinks = [
  {to: '/projetos', label: t.projects},
  {to: '/eva-baby', label: t.evaBaby},
  {to: '/insumos', label: t.supplies},
]

/**
 * The header menu. Wide screens show it in a row; at 768 px or narrower it folds
 * behind the "Menu" button. Without JavaScript the menu stays unfolded and the
 * dropdown opens on hover and focus (see the <noscript> style in root.tsx).
 */
export function SiteHeader() {
  const location = useLocation()
  // An open menu belongs to the page it was opened on: choosing a link, or any other
  // navigation (back button, a form), closes both.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null)
  const [dropdownOpenOn, setDropdownOpenOn] = useState<string | null>(null)
  const menuOpen = menuOpenOn === location.key
  const dropdownOpen = dropdownOpenOn === location.key
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.key : null)
  const setDropdownOpen = (open: boolean) => setDropdownOpenOn(open ? location.key : null)
  const dropdownButton = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const dropdownId = useId()
  const solutionsActive = solutionLinks.some((link) => location.pathname.startsWith(link.to))

  const closeAll = () => {
    setMenuOpen(false)
    setDropdownOpen(false)
  }

  const onDropdownKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && dropdownOpen) {
      setDropdownOpen(false)
      dropdownButton.current?.focus()
    }
  }
  const onDropdownBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropdownOpen(false)
  }

  return (
    <header className="site-header">
      <a className="skip-link" href="#conteudo">
        {t.skipToContent}
      </a>
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo" aria-label={t.logo} onClick={closeAll}>
          <img src="/logo.svg" alt="" width={200} height={56} />
        </Link>
        <nav aria-label={t.label} className="site-nav" data-open={menuOpen}>
          <button
            type="button"
            className="site-nav__toggle"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className="site-nav__toggle-icon" aria-hidden="true" />
            {t.toggle}
          </button>
          <ul id={menuId} className="site-nav__list">
            <li>
              <NavLink to="/" end onClick={closeAll}>
                {t.home}
              </NavLink>
            </li>
            <li>
              <NavLink to="/sobre-nos" onClick={closeAll}>
                {t.about}
              </NavLink>
            </li>
            {/* Escape and focus leaving are delegated here from the button and the links inside. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
            <li className="site-nav__dropdown" data-open={dropdownOpen} onKeyDown={onDropdownKeyDown} onBlur={onDropdownBlur}>
              <button
                ref={dropdownButton}
                type="button"
                className={solutionsActive ? 'active' : undefined}
                aria-expanded={dropdownOpen}
                aria-controls={dropdownId}
                onClick={() => setDropdownOpen(!dropdownOpen)}
              >
                {t.solutions}
                <span className="site-nav__caret" aria-hidden="true" />
              </button>
              <ul id={dropdownId} className="site-nav__submenu">
                {solutionLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} onClick={closeAll}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
            <li>
              <NavLink to="/contato" onClick={closeAll}>
                {t.contact}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
