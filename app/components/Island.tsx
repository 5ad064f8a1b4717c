import type {ReactNode} from 'react'

/** The islands: each is one entry in app/islands/entries/ and one script in build/client/scripts/islands/. */
export const ISLANDS = ['agendamento', 'reserva', 'convite'] as const
export type IslandName = (typeof ISLANDS)[number]

/**
 * A part of the page that runs in React in the browser on its own: the server renders it in a
 * container, with the props it was rendered from beside it, and the island's script
 * (app/islands/entries/, built by server/build.mjs) hydrates that container and nothing else
 * (docs/decisions/0064). In an editor's preview the whole page hydrates instead, this included.
 */
export function Island<Props>({name, props, children}: {name: IslandName; props: Props; children: ReactNode}) {
  return (
    <>
      <div className="island" data-island={name}>
        {children}
      </div>
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{__html: propsText(props)}} />
    </>
  )
}

/** JSON that cannot end its <script> early nor open a comment: "<" is written as \u003c. */
const propsText = (props: unknown) => JSON.stringify(props ?? null).replace(/</g, '\\u003c')
