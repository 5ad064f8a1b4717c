import {useEffect, type ComponentType, type ReactNode} from 'react'
import {hydrateRoot} from 'react-dom/client'
import type {IslandName} from '~/components/Island'

/**
 * Hydrates the island `name` rendered by ~/components/Island.tsx with the props the server wrote beside
 * it. Once React has taken it over (its first commit), the container says so: `data-hydrated`.
 */
export function hydrateIsland<Props extends object>(name: IslandName, Component: ComponentType<Props>) {
  const container = document.querySelector<HTMLElement>(`[data-island="${name}"]`)
  const propsScript = document.querySelector(`script[data-island-props="${name}"]`)
  if (!container || !propsScript) return
  const props = JSON.parse(propsScript.textContent ?? 'null') as Props
  hydrateRoot(
    container,
    <Hydrated container={container}>
      <Component {...props} />
    </Hydrated>,
  )
}

function Hydrated({container, children}: {container: HTMLElement; children: ReactNode}) {
  useEffect(() => container.setAttribute('data-hydrated', ''), [container])
  return children
}
