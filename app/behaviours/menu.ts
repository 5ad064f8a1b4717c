// The header menu (components/SiteHeader.tsx). Wide screens show it in a row; at 768 px or
// narrower it folds behind the "Menu" button. Without JavaScript it stays unfolded and the
// dropdown opens on hover and focus (styles/no-js.css).

function toggle(owner: HTMLElement, button: HTMLElement, open: boolean) {
  owner.dataset.open = String(open)
  button.setAttribute('aria-expanded', String(open))
}

export function enhanceMenu(nav: HTMLElement) {
  const menuButton = nav.querySelector<HTMLElement>('[data-menu-toggle]')
  const dropdown = nav.querySelector<HTMLElement>('[data-dropdown]')
  const dropdownButton = dropdown?.querySelector<HTMLElement>('[data-dropdown-toggle]')
  const setMenu = (open: boolean) => menuButton && toggle(nav, menuButton, open)
  const setDropdown = (open: boolean) => dropdown && dropdownButton && toggle(dropdown, dropdownButton, open)
  const closeAll = () => {
    setMenu(false)
    setDropdown(false)
  }

  menuButton?.addEventListener('click', () => setMenu(nav.dataset.open !== 'true'))
  dropdownButton?.addEventListener('click', () => setDropdown(dropdown?.dataset.open !== 'true'))
  // Escape and focus leaving close the dropdown; Escape gives the focus back to its button.
  dropdown?.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || dropdown.dataset.open !== 'true') return
    setDropdown(false)
    dropdownButton?.focus()
  })
  // On a wide screen the pointer opens it too (global/header.css): Escape hides it, wherever
  // the focus is, until the pointer leaves it (WCAG 1.4.13, content on hover is dismissible).
  nav.ownerDocument.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !dropdown?.matches(':hover')) return
    // A link it hid loses the focus to the page: give it to the dropdown's button.
    if (dropdown.contains(nav.ownerDocument.activeElement)) dropdownButton?.focus()
    dropdown.dataset.dismissed = ''
  })
  dropdown?.addEventListener('pointerleave', () => delete dropdown.dataset.dismissed)
  dropdown?.addEventListener('focusout', (event) => {
    if (!dropdown.contains(event.relatedTarget as Node | null)) setDropdown(false)
  })
  for (const link of nav.querySelectorAll('a')) link.addEventListener('click', closeAll)
  // Back to this page from the browser's cache: the menu as the page first showed it.
  window.addEventListener('pageshow', (event) => event.persisted && closeAll())
}
