import {Link, NavLink, useLocation} from '@remix-run/react'
import {useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent} from 'react'
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
  const [menuOpen, setMenuOpen] = useState(false)
  const [dropdownOpen, setDropdownOpen] = useState(false)
  const dropdownButton = useRef<HTMLButtonElement>(null)
  const location = useLocation()
  const menuId = useId()
  const dropdownId = useId()
  const solutionsActive = solutionLinks.some((link) => location.pathname.startsWith(link.to))

  const closeAll = () => {
    setMenuOpen(false)
    setDropdownOpen(false)
  }

  // Choosing a link closes both, and so does any other navigation (back button, form).
  useEffect(closeAll, [location.pathname, location.hash])

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
            onClick={() => setMenuOpen((open) => !open)}
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
            <li className="site-nav__dropdown" data-open={dropdownOpen} onKeyDown={onDropdownKeyDown} onBlur={onDropdownBlur}>
              <button
                ref={dropdownButton}
                type="button"
                className={solutionsActive ? 'active' : undefined}
                aria-expanded={dropdownOpen}
                aria-controls={dropdownId}
                onClick={() => setDropdownOpen((open) => !open)}
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
